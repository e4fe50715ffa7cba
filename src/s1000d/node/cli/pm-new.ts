import type { CliIo } from './cli-io';
import { classifyFile } from '../../csdb/classify';
import { newPublicationModule, type PmModule } from '../../publication/new-pm';
import { xmldomParser } from '../xmldom-parser';
import { issueDateOf, parseArgs } from './args';
import { emitMadeObject } from './made-object';
import { settingsOfFlags } from './flag-settings';
import { readInputs } from './read-inputs';

export const PM_NEW_USAGE = `ips-s1000d pm-new --mic <MIC> --issuer <CAGE> --title <title> [--pm-number 00001]
                  [--issue 6|5.0|4.2|...] [--date YYYY-MM-DD] [-o <file>] <data module>...
  A new publication module (issue 000-01, unverified) with one entry listing the given data
  modules in order, as the publication module manager creates one.
Exit: 0, 1 a publication module that cannot be written (each problem named)`;

export async function runPmNew(argv: readonly string[], { out, write }: CliIo): Promise<number> {
  const withValue = ['--mic', '--issuer', '--title', '--pm-number', '--issue', '--date', '-o'];
  const { flags, positional } = parseArgs(argv, withValue);
  const value = (name: string) => flags.get(name)?.[0];
  const settings = settingsOfFlags(value);
  const modules: PmModule[] = [];
  const problems: string[] = [];
  for (const input of readInputs(positional)) {
    const found = await classifyFile(input.path, input.bytes, { parser: xmldomParser });
    if (found.status === 'object' && found.kind === 'dm')
      modules.push({ code: found.listing.c, title: found.listing.n });
    else problems.push(`${input.path} is not a data module.`);
  }
  const result = newPublicationModule({
    settings,
    title: value('--title') ?? '',
    date: issueDateOf(flags),
    pmNumber: value('--pm-number') ?? '00001',
    modules,
  });
  return emitMadeObject(
    problems.length
      ? { ok: false, problems: [...problems, ...(result.ok ? [] : result.problems)] }
      : result,
    { file: value('-o'), out, write },
    (r) => `${r.fileName}, ${modules.length} data module(s)`,
  );
}
