import type { CliIo } from './cli-io';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toDefaultsText, toDmtypesText } from '../../csdb/defaults-files';
import { generateDemoProject } from '../../demo/demo-project';
import { EXIT, parseArgs, UsageError } from './args';

export const DEMO_PROJECT_USAGE = `ips-s1000d demo-project --out <folder> [--date YYYY-MM-DD]
  Writes the demo project (the Tidewell SP-400 utility pump, Issue 6: BREX, ACT/CCT/PCT,
  CIR, descriptive, crew, procedural, fault isolation and parts data modules, PM, DMRL,
  DDN, SVG illustrations) into the folder, with its settings as project.json, .defaults
  and .dmtypes. Exit: 0 written`;

export function runDemoProject(argv: readonly string[], { out }: CliIo): number {
  const { flags } = parseArgs(argv, ['--out', '-o', '--date']);
  const folder = flags.get('--out')?.[0] ?? flags.get('-o')?.[0];
  if (!folder) throw new UsageError('--out <folder> is required');
  const date = flags.get('--date')?.[0];
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new UsageError(`--date "${date}" is not YYYY-MM-DD`);
  }
  const project = generateDemoProject(date ? { date } : {});
  mkdirSync(folder, { recursive: true });
  for (const file of project.files) writeFileSync(join(folder, file.name), file.bytes);
  const { name, description, settings } = project;
  writeFileSync(
    join(folder, 'project.json'),
    `${JSON.stringify({ name, description, settings }, null, 2)}\n`,
  );
  writeFileSync(join(folder, '.defaults'), toDefaultsText(settings));
  writeFileSync(join(folder, '.dmtypes'), toDmtypesText(settings));
  out(`${project.files.length} objects written to ${folder}`);
  return EXIT.ok;
}
