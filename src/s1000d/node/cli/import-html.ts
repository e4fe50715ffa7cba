import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  defaultProjectSettings,
  PROJECT_ISSUES,
  type ProjectIssue,
} from '../../csdb/project-settings';
import { htmlToModules } from '../../import/html-to-modules';
import { EXIT, parseArgs, UsageError } from './args';

export const IMPORT_HTML_USAGE = `ips-s1000d import-html --mic <MIC> --issuer <CAGE> -o <folder> [--sns 00-0-0-00]
                      [--info 040] [--issue 6|5.0|4.2|...] [--date YYYY-MM-DD] <file.html>
  Splits an HTML document on its top headings into descriptive data modules (tables become
  CALS tables, lists S1000D lists, embedded images ICN files with their entity declarations)
  and writes them into the folder. Exit: 0, 1 problems (linked images, refused input)`;

export function runImportHtml(argv: readonly string[], out: (s: string) => void): number {
  const { flags, positional } = parseArgs(argv, [
    '--mic',
    '--issuer',
    '-o',
    '--sns',
    '--info',
    '--issue',
    '--date',
  ]);
  const value = (name: string) => flags.get(name)?.[0];
  const file = positional[0];
  const folder = value('-o');
  if (!file || !folder) throw new UsageError('give the HTML file and -o <folder>');
  const issue = value('--issue') ?? '6';
  if (!(PROJECT_ISSUES as readonly string[]).includes(issue))
    throw new UsageError(`unknown issue "${issue}"`);
  const [systemCode = '00', subSystemCode = '0', subSubSystemCode = '0', assyCode = '00'] = (
    value('--sns') ?? '00'
  ).split('-');
  const issuer = { code: value('--issuer') ?? '', name: '' };
  const result = htmlToModules(readFileSync(file, 'utf8'), {
    settings: defaultProjectSettings({
      issue: issue as ProjectIssue,
      modelIdentCodes: value('--mic') ? [value('--mic')!] : [],
      responsiblePartnerCompany: issuer,
      originator: issuer,
    }),
    sns: { systemCode, subSystemCode, subSubSystemCode, assyCode },
    ...(value('--info') ? { infoCode: value('--info')! } : {}),
    date: value('--date') ?? new Date().toISOString().slice(0, 10),
  });
  if (result.files.length) mkdirSync(folder, { recursive: true });
  for (const f of result.files) writeFileSync(join(folder, f.name), f.bytes);
  for (const m of result.modules) out(m);
  for (const p of result.problems) out(`PROBLEM: ${p}`);
  return result.problems.length ? EXIT.findings : EXIT.ok;
}
