import type { CliIo } from './cli-io';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { checkSteProject } from '../../ste/ste-project';
import { findingsPer100Sentences } from '../../ste/ste-runs';
import { STE_RULES } from '../../ste/ste-rules';
import {
  defaultSteSettings,
  TEXT_TYPES,
  validateSteSettings,
  type TextType,
} from '../../ste/ste-settings';
import { EXIT, parseArgs, UsageError } from './args';
import { expandPaths, loadObjects } from './load-files';

export const STE_USAGE = `ips-s1000d ste [--settings <ste.json>] [--text-type procedural|descriptive] [--json] <data modules or folders>...
  Checks the text of data modules (paragraphs, steps, warnings, cautions, notes) against the
  ASD-STE100 rules a program can check: sentence length by text type, sentences per paragraph,
  semicolons, contractions, passive voice, noun clusters and the project glossary. The settings
  file holds rules (on, severity), glossary ({term, kind: noun|verb|avoid, use}) and text
  types by file name. Exit: 0 no error finding, 1 an error finding`;

export async function runSte(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['--settings', '--text-type']);
  if (positional.length === 0) throw new UsageError('give data modules or folders');
  let settings = defaultSteSettings();
  const file = flags.get('--settings')?.[0];
  if (file) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
      throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
    }
    const checked = validateSteSettings(parsed);
    if (!checked.ok) throw new UsageError(`${file}: ${checked.problems.join(' ')}`);
    settings = checked.value;
  }
  const type = flags.get('--text-type')?.[0];
  if (type && !TEXT_TYPES.includes(type as TextType))
    throw new UsageError('--text-type is procedural or descriptive');
  const loaded = loadObjects(expandPaths(positional));
  const forced = type
    ? {
        ...settings,
        textTypes: Object.fromEntries(
          loaded.objects.map((o) => [basename(o.fileName), type as TextType]),
        ),
      }
    : settings;
  const { results: checked, summary } = checkSteProject(
    loaded.objects
      .filter((o) => o.type === 'dataModule')
      .map((object) => ({
        key: basename(object.fileName),
        name: basename(object.fileName),
        object,
      })),
    forced,
  );
  const results = checked.map(({ key, name: _name, ...result }) => ({ file: key, ...result }));
  if (flags.has('--json'))
    out(JSON.stringify({ results, summary, errors: loaded.errors }, null, 2));
  else {
    for (const r of results)
      for (const f of r.findings)
        out(
          `${r.file}${f.unit.line ? `:${f.unit.line}` : ''}: ${f.severity} ${f.ruleNumber} (${f.issue}, ${f.rule}) ${f.message} "${f.text}"`,
        );
    for (const e of loaded.errors) out(`${e.path}: not read: ${e.message}`);
    const count = results.reduce((n, r) => n + r.findings.length, 0);
    out(
      `${results.length} data module(s), ${summary.sentences} sentences, ${count} finding(s) (${findingsPer100Sentences(summary).toFixed(1)} per 100 sentences); rules: ${STE_RULES.filter(
        (r) => settings.rules[r.id].on,
      )
        .map((r) => r.numbers)
        .join('; ')}`,
    );
  }
  const errors = results.some((r) => r.findings.some((f) => f.severity === 'error'));
  return errors || loaded.errors.length ? EXIT.findings : EXIT.ok;
}
