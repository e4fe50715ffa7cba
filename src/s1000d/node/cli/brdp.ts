import type { CliIo } from './cli-io';
import { readFileSync } from 'node:fs';
import type { Brdp, BrdpDecision } from '../../brdp/brdp-model';
import { generateBrDoc } from '../../brdp/brdoc';
import { readBrdpIndex } from '../../brdp/read-brdp-index';
import { readXlsxCells } from '../../brdp/xlsx-cells';
import { emitMadeObject } from './made-object';
import { settingsOfFlags } from './flag-settings';
import { EXIT, issueDateOf, parseArgs, requiredArgument, UsageError } from './args';

export const BRDP_INDEX_USAGE = `ips-s1000d brdp-index [--json] <index.xlsx>
  Reads the BRDP index from the specification's spreadsheet: the sheet and columns used,
  one line a BRDP, and the rows left out. Exit: 0 read, 1 no BRDP index in the file`;

export const BRDOC_USAGE = `ips-s1000d brdoc --index <index.xlsx|brdps.json> --decisions <decisions.json>
                 --mic <MIC> --issuer <CAGE> [--issue 6|5.0|4.2] [--sdc A] [--date YYYY-MM-DD] [-o file]
  Writes the business rules document data module (brDoc, info code 024) from a BRDP index
  and the project's decisions (as the BRDP Management page exports them).
  Exit: 0 written, 1 problems named`;

async function readIndex(path: string): Promise<Brdp[]> {
  if (/\.json$/i.test(path)) return JSON.parse(readFileSync(path, 'utf8')) as Brdp[];
  const read = readBrdpIndex(await readXlsxCells(new Uint8Array(readFileSync(path))));
  if (!read.ok) throw new UsageError(read.error);
  return read.brdps;
}

export async function runBrdpIndex(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, []);
  const file = requiredArgument(positional, 'no spreadsheet given');
  let cells;
  try {
    cells = await readXlsxCells(new Uint8Array(readFileSync(file)));
  } catch (error) {
    out(`${file}: ${(error as Error).message}`);
    return EXIT.unreadable;
  }
  const read = readBrdpIndex(cells);
  if (!read.ok) {
    out(read.error);
    return EXIT.findings;
  }
  if (flags.has('--json')) out(JSON.stringify(read, null, 2));
  else {
    const columns = Object.entries(read.columns)
      .map(([k, v]) => `${k}="${v}"`)
      .join(', ');
    out(`${file}: ${read.brdps.length} BRDP(s) on sheet "${read.sheet}" (${columns})`);
    for (const b of read.brdps) out(`${b.id}  cat ${b.category || '-'}  ${b.title}`);
    for (const n of read.notes) out(`NOTE: ${n}`);
  }
  return EXIT.ok;
}

export async function runBrdoc(argv: readonly string[], { out, write }: CliIo): Promise<number> {
  const { flags } = parseArgs(argv, [
    '--index',
    '--decisions',
    '--mic',
    '--issuer',
    '--issue',
    '--sdc',
    '--date',
    '-o',
  ]);
  const value = (name: string) => flags.get(name)?.[0];
  const indexFile = value('--index');
  const decisionsFile = value('--decisions');
  if (!indexFile || !decisionsFile) throw new UsageError('brdoc needs --index and --decisions');
  const settings = settingsOfFlags(value, { sdc: true });
  const decisions = JSON.parse(readFileSync(decisionsFile, 'utf8')) as BrdpDecision[];
  if (!Array.isArray(decisions))
    throw new UsageError('--decisions must hold a JSON list of decisions');
  if (decisions.some((d) => typeof d?.brdpId !== 'string' || !Array.isArray(d.brexRules))) {
    throw new UsageError(
      '--decisions must hold decisions as the BRDP Management page exports them',
    );
  }
  const result = generateBrDoc({
    settings,
    brdps: await readIndex(indexFile),
    decisions,
    date: issueDateOf(flags),
  });
  return emitMadeObject(
    result,
    { file: value('-o'), out, write },
    (r) => `${r.fileName}, ${r.decisions} decision(s)`,
  );
}
