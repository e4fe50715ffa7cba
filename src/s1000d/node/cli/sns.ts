import { isMaintainedSnsId, loadMaintainedSns, MAINTAINED_SNS } from '../../sns/maintained-sns';
import { formatSnsText, renderSnsRules } from '../../sns/sns-tree';
import { EXIT, parseArgs, UsageError } from './args';

export const SNS_USAGE = `ips-s1000d sns [--brex] [<maintained SNS>]
  Without a name, lists the eight S1000D maintained SNS. With one, prints its systems,
  subsystems and sub-subsystems (--brex: as BREX snsRules). Exit: 0, 64 unknown SNS`;

export async function runSns(argv: readonly string[], out: (s: string) => void): Promise<number> {
  const { flags, positional } = parseArgs(argv, []);
  const id = positional[0];
  if (!id) {
    for (const s of MAINTAINED_SNS) out(`${s.id.padEnd(32)}${s.name}`);
    return EXIT.ok;
  }
  if (!isMaintainedSnsId(id)) {
    throw new UsageError(
      `"${id}" is not a maintained SNS (${MAINTAINED_SNS.map((s) => s.id).join(', ')})`,
    );
  }
  const tree = await loadMaintainedSns(id);
  out(flags.has('--brex') ? renderSnsRules(tree) : formatSnsText(tree).trimEnd());
  return EXIT.ok;
}
