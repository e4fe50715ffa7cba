import type { CliIo } from './cli-io';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { importDocument } from '../../import/import-document';
import { EXIT, issueDateOf, parseArgs, UsageError } from './args';
import { settingsOfFlags } from './flag-settings';

export const IMPORT_DOC_USAGE = `ips-s1000d import-doc --mic <MIC> --issuer <CAGE> -o <folder> [--sns 00-0-0-00]
                      [--info 040] [--issue 6|5.0|4.2|...] [--security 01] [--date YYYY-MM-DD]
                      <file.html|file.md|file.docx>
  (also: import-html) Splits an HTML, Markdown or Word document on its top headings into
  descriptive data modules (lower headings become nested levelled paragraphs, tables CALS
  tables with their merged cells, lists S1000D lists, embedded images ICN files with their
  entity declarations) and writes them into the folder. Exit: 0, 1 notes (linked images) or
  refused input (nothing written)`;

export async function runImportDocument(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, [
    '--mic',
    '--issuer',
    '-o',
    '--sns',
    '--info',
    '--issue',
    '--security',
    '--date',
  ]);
  const value = (name: string) => flags.get(name)?.[0];
  const file = positional[0];
  const folder = value('-o');
  if (!file || !folder) throw new UsageError('give the document and -o <folder>');
  const [systemCode = '00', subSystemCode = '0', subSubSystemCode = '0', assyCode = '00'] = (
    value('--sns') ?? '00'
  ).split('-');
  const result = await importDocument(basename(file), new Uint8Array(readFileSync(file)), {
    settings: settingsOfFlags(value),
    sns: { systemCode, subSystemCode, subSubSystemCode, assyCode },
    ...(value('--info') ? { infoCode: value('--info')! } : {}),
    date: issueDateOf(flags),
  });
  if (result.files.length) mkdirSync(folder, { recursive: true });
  for (const f of result.files) writeFileSync(join(folder, f.name), f.bytes);
  for (const m of result.modules)
    out(`${m.code} ${m.title}${m.icns.length ? ` (${m.icns.join(', ')})` : ''}`);
  for (const p of result.problems) out(`PROBLEM: ${p}`);
  for (const n of result.notes) out(`NOTE: ${n}`);
  return result.problems.length || result.notes.length ? EXIT.findings : EXIT.ok;
}
