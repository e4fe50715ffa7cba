import type { CliIo } from './cli-io';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { planDataSet, snsPaths } from '../../planning/data-set-plan';
import { planToCsv, planToDmrl } from '../../planning/data-set-export';
import { skeletonModule } from '../../planning/skeleton-module';
import { EXIT, issueDateOf, parseArgs, UsageError } from './args';
import { settingsOfFlags } from './flag-settings';
import { readSns } from './sns';

export const DATA_SET_USAGE = `ips-s1000d data-set --mic <MIC> --issuer <CAGE> --sns <SNS> --node <path>... --info <code>...
                   [--sdc A] [--issue 6|5.0|4.2|...] [--ilc A] [--title-levels 1-4]
                   [--dmrl <file>] [--dml-type c|p] [--seq 00001] [--csv <file>]
                   [--skeletons <folder>] [--date YYYY-MM-DD] [--nodes]
  Plans a data set as s1kd-newdml -S does: every SNS node (its codes from the system down,
  e.g. 21-5) times every information code (040, 520B) is a data module code titled from the
  SNS and the information code. Prints the plan, or writes it as a DMRL (DML XML) or CSV, and
  empty skeleton data modules (descript and proced) into a folder. --nodes lists the SNS's
  node paths. <SNS> as for the sns command. Exit: 0, 1 inputs refused (each named)`;

export async function runDataSet(argv: readonly string[], { out }: CliIo) {
  const withValue = [
    '--mic',
    '--issuer',
    '--sns',
    '--node',
    '--info',
    '--sdc',
    '--issue',
    '--ilc',
    '--title-levels',
    '--dmrl',
    '--dml-type',
    '--seq',
    '--csv',
    '--skeletons',
    '--date',
  ];
  const { flags } = parseArgs(argv, withValue);
  const value = (name: string) => flags.get(name)?.[0];
  const snsName = value('--sns');
  if (!snsName) throw new UsageError('no --sns given');
  const tree = await readSns(snsName);
  if (flags.has('--nodes')) {
    for (const n of snsPaths(tree)) out(`${n.path.padEnd(12)} ${n.titles.join(' / ')}`);
    return EXIT.ok;
  }
  const settings = settingsOfFlags(value, { sdc: true });
  const dmlType = value('--dml-type') ?? 'c';
  if (dmlType !== 'c' && dmlType !== 'p') throw new UsageError('--dml-type is c or p');
  const date = issueDateOf(flags);
  const plan = planDataSet(settings, tree, {
    nodes: flags.get('--node') ?? [],
    infoCodes: flags.get('--info') ?? [],
    itemLocationCode: value('--ilc') ?? 'A',
    titleLevels: Number(value('--title-levels') ?? 1),
  });
  const problems = [...plan.problems];
  const dmrlFile = value('--dmrl');
  const csvFile = value('--csv');
  const folder = value('--skeletons');
  if (dmrlFile) {
    const dmrl = planToDmrl(settings, plan.modules, {
      dmlType,
      seqNumber: value('--seq') ?? '00001',
      date,
    });
    if (dmrl.ok) {
      writeFileSync(dmrlFile, dmrl.xml);
      out(`${dmrlFile}: ${dmrl.fileName}, ${plan.modules.length} entries`);
    } else problems.push(...dmrl.problems);
  }
  if (csvFile) {
    writeFileSync(csvFile, planToCsv(plan.modules));
    out(`${csvFile}: ${plan.modules.length} rows`);
  }
  if (folder) {
    mkdirSync(folder, { recursive: true });
    let made = 0;
    for (const module of plan.modules) {
      const skeleton = skeletonModule(settings, module, date);
      if (!skeleton.ok) {
        problems.push(skeleton.problem);
        continue;
      }
      writeFileSync(join(folder, skeleton.fileName), skeleton.xml);
      made += 1;
    }
    out(`${folder}: ${made} skeleton data module(s)`);
  }
  if (!dmrlFile && !csvFile && !folder)
    for (const m of plan.modules)
      out(`${m.code}  ${m.schema.padEnd(9)} ${m.techName} - ${m.infoName}`);
  for (const p of problems) out(`PROBLEM: ${p}`);
  return problems.length ? EXIT.findings : EXIT.ok;
}
