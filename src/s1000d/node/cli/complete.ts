import type { CliIo } from './cli-io';
import { readFileSync } from 'node:fs';
import { completionBrexRules, completionSpecs } from '../../authoring/completion';
import { openForEditing } from '../../authoring/editor-text';
import { fileNameOfRow } from '../../csdb/file-names';
import { indexSchemaSet } from '../../schemas/xsd-model';
import { xmldomParser } from '../xmldom-parser';
import { EXIT, parseArgs, requiredArgument } from './args';
import { defaultBrexFiles, loadProjectDir, loadSchemaSets } from './project-dir';

export const COMPLETE_USAGE = `ips-s1000d complete [-s <schema set ZIP or folder>] [-d <project folder>]...
                      [-e <element>]... <data module>
  What the data module editor completes: each element, the elements it may hold and its
  attributes with their allowed values. From the schema set when given (its issue's XSD),
  else from the names the module uses and the elements every data module uses; values from
  the default BREX of the module's issue and the BREX in the project folders. -e: only
  those elements.
Exit: 0, 1 an element asked for is not known, 2 unreadable`;

export async function runComplete(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['-s', '-d', '-e']);
  const file = requiredArgument(positional, 'no data module given');
  const text = openForEditing(new Uint8Array(readFileSync(file))).text;
  const [set] = loadSchemaSets(flags.get('-s') ?? []);
  const dirs = flags.get('-d') ?? [];
  const project = dirs.length ? await loadProjectDir(dirs) : undefined;
  const projectBrex = project
    ? project.rows
        .filter((r) => r.t === 'dm' && /-022[A-Z]-/.test(r.c))
        .map((r) => ({ name: fileNameOfRow(r), bytes: project.bytes.get(r.k)! }))
    : [];
  const rules = completionBrexRules(
    text,
    set?.issue,
    defaultBrexFiles(),
    projectBrex,
    xmldomParser,
  );
  const specs = completionSpecs(set && indexSchemaSet(set, xmldomParser), text, rules);
  const wanted = flags.get('-e');
  const shown = wanted ? specs.filter((s) => wanted.includes(s.name)) : specs;
  for (const spec of shown.sort((a, b) => a.name.localeCompare(b.name))) {
    out(`${spec.name}: ${spec.children ? spec.children.join(' ') || '(empty)' : '(any)'}`);
    for (const a of spec.attributes)
      out(`  @${a.name}${a.values ? ` = ${a.values.join(' | ')}` : ''}`);
  }
  const missing = (wanted ?? []).filter((w) => !specs.some((s) => s.name === w));
  for (const name of missing) out(`PROBLEM: ${name} is not an element the editor knows here.`);
  return missing.length ? EXIT.findings : EXIT.ok;
}
