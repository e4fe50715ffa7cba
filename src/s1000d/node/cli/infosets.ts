import type { CliIo } from './cli-io';
import { INFORMATION_SETS } from '../../infosets/information-sets';
import { pmSkeleton } from '../../infosets/pm-skeleton';
import { proposeForSets } from '../../infosets/propose-sets';
import { emitMadeObject } from './made-object';
import { settingsOfFlags } from './flag-settings';
import { EXIT, issueDateOf, parseArgs } from './args';

export const INFOSETS_USAGE = `ips-s1000d infosets [--json]
ips-s1000d infosets --sets <id,id...> [--json]
ips-s1000d infosets --sets <id,id...> --pm --mic <MIC> --issuer <CAGE> --title <title>
                    [--issue 6|5.0|4.2|4.1|...] [--sdc A] [--date YYYY-MM-DD] [-o <file>]
  Lists the S1000D information sets; for chosen sets, the information codes and schemas they
  propose, or (--pm) a publication module skeleton with a dmRef per planned data module.
  Exit: 0, 1 unknown set or a skeleton that cannot be written`;

export function runInfosets(argv: readonly string[], { out, write }: CliIo): number {
  const withValue = ['--sets', '--mic', '--issuer', '--title', '--issue', '--sdc', '--date', '-o'];
  const { flags } = parseArgs(argv, withValue);
  const value = (name: string) => flags.get(name)?.[0];
  const json = flags.has('--json');
  const ids = value('--sets')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!ids) {
    if (json) out(JSON.stringify(INFORMATION_SETS, null, 2));
    else
      for (const s of INFORMATION_SETS) out(`${s.id.padEnd(26)} ${s.domain.padEnd(7)} ${s.title}`);
    return EXIT.ok;
  }
  const proposal = proposeForSets(ids);
  if (proposal.unknown.length) {
    out(`Unknown information set(s): ${proposal.unknown.join(', ')}`);
    return EXIT.findings;
  }
  if (!flags.has('--pm')) {
    if (json) out(JSON.stringify({ codes: proposal.codes, schemas: proposal.schemas }, null, 2));
    else {
      for (const c of proposal.codes) out(`${c.infoCode} ${c.schema.padEnd(20)} ${c.name}`);
      out(`Schemas: ${proposal.schemas.map((s) => `${s.schema} (${s.codes})`).join(', ')}`);
    }
    return EXIT.ok;
  }
  const result = pmSkeleton(proposal.sets, {
    settings: settingsOfFlags(value, { sdc: true }),
    title: value('--title') ?? '',
    date: issueDateOf(flags),
  });
  return emitMadeObject(
    result,
    { file: value('-o'), out, write },
    (r) => `${r.fileName}, ${r.dataModules} planned data module(s)`,
  );
}
