import type { CliIo } from './cli-io';
import { readFileSync } from 'node:fs';
import type { AttributeDef, CctModel } from '../../applic/act-cct-model';
import { newApplicTable } from '../../applic/new-applic-table';
import { EXIT, issueDateOf, parseArgs, UsageError } from './args';
import { PROJECT_FLAGS, projectSettingsOf } from './flag-settings';

export const APPLIC_NEW_USAGE = `ips-s1000d applic-new act|cct --model <model.json> --tech <product name>
                 [--project <project.json> | --mic <MIC> --issuer <CAGE> --issue <issue>]
                 [--cct <CCT code>] [--pct <PCT code>] [--date YYYY-MM-DD] -o <file>
  A new ACT (info code 00W) or CCT (00Q) for a project that has none, issue 000-01, holding
  the model as applic-tables prints it (attributes; or condition types and conditions).
  An ACT may point at its CCT and PCT.
  Exit: 0 written, 1 refused (each problem printed, nothing written)`;

const WITH_VALUE = ['--model', '--tech', ...PROJECT_FLAGS, '--cct', '--pct', '--date', '-o'];

export function runApplicNew(argv: readonly string[], { out, write }: CliIo): number {
  const [kind, ...rest] = argv;
  if (kind !== 'act' && kind !== 'cct') throw new UsageError('applic-new makes an act or a cct');
  const { flags } = parseArgs(rest, WITH_VALUE);
  const value = (name: string) => flags.get(name)?.[0];
  const modelFile = value('--model');
  const to = value('-o');
  if (!modelFile || !to) throw new UsageError('give --model <model.json> and -o <file>');
  const model = JSON.parse(readFileSync(modelFile, 'utf8')) as unknown;
  const common = {
    settings: projectSettingsOf(value),
    date: issueDateOf(flags),
    techName: value('--tech') ?? '',
    refs: {
      ...(value('--cct') ? { cct: value('--cct')! } : {}),
      ...(value('--pct') ? { pct: value('--pct')! } : {}),
    },
  };
  const made =
    kind === 'act'
      ? newApplicTable({ ...common, kind, attributes: model as AttributeDef[] })
      : newApplicTable({ ...common, kind, cct: model as CctModel });
  if (!made.ok) {
    for (const p of made.problems) out(`PROBLEM ${p}`);
    return EXIT.findings;
  }
  write(to, made.xml);
  out(`${made.fileName}`);
  return EXIT.ok;
}
