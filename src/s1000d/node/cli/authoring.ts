import type { CliIo } from './cli-io';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { BrexEngine } from '../../brex/brex-engine';
import { memoryProvider } from '../../brex/worker/check-files';
import { addIcn } from '../../authoring/add-icn';
import { checkModuleText } from '../../authoring/diagnostics';
import { checkModuleWithSte } from '../../authoring/editor-checks';
import { syncRefs } from '../../authoring/sync-refs';
import { bytesForSaving, openForEditing } from '../../authoring/editor-text';
import { fileNameOfRow } from '../../csdb/file-names';
import { defaultSteSettings } from '../../ste/ste-settings';
import { xmldomParser } from '../xmldom-parser';
import { EXIT, parseArgs, requiredArgument, UsageError } from './args';
import { defaultBrexFiles, loadProjectDir } from './project-dir';

export const SYNCREFS_USAGE = `ips-s1000d syncrefs [-o <file>] <data module>
  Regenerates the data module's refs from the references in its content, as s1kd-syncrefs:
  each dmRef, pmRef and externalPubRef once, sorted; no refs when there are none. The rest of
  the file, DOCTYPE included, stays byte for byte. Writes to -o, else prints.
Exit: 0, 2 unreadable`;

export const ADDICN_USAGE = `ips-s1000d addicn -i <ICN file name> [-o <file>] <data module>
  Declares an ICN in the data module's DOCTYPE, as s1kd-addicn: its unparsed entity and, when
  missing, its notation (a DOCTYPE is added when there is none). Writes to -o, else prints.
Exit: 0, 1 not an ICN file name or no notation for its format, 2 unreadable`;

export const CHECK_MODULE_USAGE = `ips-s1000d check-module [-d <project folder>]... [--no-brex] [--ste] <data module>
  What the data module editor shows: well-formedness errors, BREX errors (the BREX the module
  names, found in the folders, then the default BREX of its issue), unresolved references
  (against the folders' objects) and dangling ids, each with its line; with --ste also the STE
  findings (default settings; the editor uses the project's).
Exit: 0 no errors, 1 errors`;

export function runSyncRefs(argv: readonly string[], { out, write }: CliIo): number {
  const { flags, positional } = parseArgs(argv, ['-o']);
  const file = requiredArgument(positional, 'no data module given');
  const opened = openForEditing(new Uint8Array(readFileSync(file)));
  const result = syncRefs(opened.text, xmldomParser);
  const target = flags.get('-o')?.[0];
  if (target) {
    write(target, bytesForSaving(opened, result.text));
    out(`${target}: ${result.count} reference(s) in refs${result.changed ? '' : ', unchanged'}`);
  } else out(result.text);
  return EXIT.ok;
}

export function runAddIcn(argv: readonly string[], { out, write }: CliIo): number {
  const { flags, positional } = parseArgs(argv, ['-o', '-i']);
  const [file] = positional;
  const icn = flags.get('-i')?.[0];
  if (!file || !icn) throw new UsageError('addicn needs -i <ICN file name> and a data module');
  const opened = openForEditing(new Uint8Array(readFileSync(file)));
  let result;
  try {
    result = addIcn(opened.text, basename(icn));
  } catch (error) {
    out(`PROBLEM: ${(error as Error).message}`);
    return EXIT.findings;
  }
  const target = flags.get('-o')?.[0];
  if (target) {
    write(target, bytesForSaving(opened, result.text));
    out(
      `${target}: ${result.entity} (${result.notation}) ${result.added ? 'declared' : 'was already declared'}`,
    );
  } else out(result.text);
  return EXIT.ok;
}

export async function runCheckModule(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['-d']);
  const file = requiredArgument(positional, 'no data module given');
  const dirs = flags.get('-d') ?? [];
  const project = dirs.length ? await loadProjectDir(dirs) : undefined;
  const known = project ? { codes: new Set(project.rows.map((r) => r.c)) } : undefined;
  const brexFiles = project
    ? project.rows
        .filter((r) => r.t === 'dm' && /-022[A-Z]-/.test(r.c))
        .map((r) => ({ name: fileNameOfRow(r), bytes: project.bytes.get(r.k)! }))
    : [];
  const brex = flags.has('--no-brex')
    ? undefined
    : {
        engine: await BrexEngine.create(),
        provider: memoryProvider(brexFiles, defaultBrexFiles()),
      };
  const text = openForEditing(new Uint8Array(readFileSync(file))).text;
  const options = {
    fileName: basename(file),
    ...(known ? { known } : {}),
    ...(brex ? { brex } : {}),
  };
  const found = flags.has('--ste')
    ? checkModuleWithSte(text, {
        ...options,
        ste: { settings: defaultSteSettings() },
        parser: xmldomParser,
      })
    : checkModuleText(text, options);
  for (const d of found)
    out(`${basename(file)}:${d.line}: ${d.severity.toUpperCase()} [${d.source}] ${d.message}`);
  return found.some((d) => d.severity === 'error') ? EXIT.findings : EXIT.ok;
}
