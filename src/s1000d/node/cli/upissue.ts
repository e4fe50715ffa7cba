import type { CliIo } from './cli-io';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  modifyIssue,
  upissue,
  VERIFICATION_TYPES,
  type ReasonForUpdate,
  type VerificationType,
} from '../../csdb/lifecycle/upissue';
import { xmldomParser } from '../xmldom-parser';
import { EXIT, parseArgs, UsageError } from './args';

export const UPISSUE_USAGE = `ips-s1000d upissue [-i] [-m] [-I <date>] [-s] [-z <issue type>] [-Q] [-r]
                   [-0] [-1 <type>] [-2 <type>] [-c <reason> [-t <urt>]]... [-d] [-f] <object>...
  Writes the next issue of each object beside it, as s1kd-upissue does: a new in-work issue,
  or with -i a new official issue. The date becomes today's (-I sets it, -s keeps it); after
  an official issue QA is reset (-Q keeps it) and reasons for update and change marks are
  removed (-r keeps them); -z sets the issue type; -0/-1/-2 set QA (tabtop, onobject,
  ttandoo); -c adds a reason for update (-t its updateReasonType); -m changes the metadata in
  place without a new issue. -d prints the new file name only; -f overwrites an existing file.
Exit: 0 done, 1 a file would be overwritten or cannot be upissued, 2 unreadable`;

export function runUpissue(argv: readonly string[], { out }: CliIo): number {
  const { flags, positional } = parseArgs(argv, ['-I', '-z', '-1', '-2', '-c', '-t']);
  if (positional.length === 0) throw new UsageError('no objects given');
  const verification = (flag: string): VerificationType | undefined => {
    const value = flags.get(flag)?.[0];
    if (value !== undefined && !(VERIFICATION_TYPES as readonly string[]).includes(value)) {
      throw new UsageError(`${flag} takes ${VERIFICATION_TYPES.join(', ')}`);
    }
    return value as VerificationType | undefined;
  };
  const reasons: ReasonForUpdate[] = (flags.get('-c') ?? []).map((text, i) => {
    const type = flags.get('-t')?.[i];
    return type ? { text, updateReasonType: type } : { text };
  });
  const first = verification('-1');
  const second = verification('-2');
  const date = flags.get('-I')?.[0];
  const issueType = flags.get('-z')?.[0];
  const common = {
    parser: xmldomParser,
    ...(date ? { date } : {}),
    ...(issueType ? { issueType } : {}),
    ...(first ? { firstVerification: first } : {}),
    ...(second ? { secondVerification: second } : {}),
    ...(flags.has('-0') ? { unverified: true } : {}),
    ...(reasons.length ? { reasons } : {}),
  };
  let failed = 0;
  for (const path of positional) {
    const bytes = new Uint8Array(readFileSync(path));
    let result;
    try {
      result = flags.has('-m')
        ? modifyIssue(bytes, {
            ...common,
            changeDate: flags.has('-s') || !!date,
            removeChanges: flags.has('-r'),
          })
        : upissue(bytes, {
            ...common,
            official: flags.has('-i'),
            keepDate: flags.has('-s'),
            keepQa: flags.has('-Q'),
            keepChanges: flags.has('-r'),
          });
    } catch (error) {
      out(`${path}: ${(error as Error).message}`);
      failed++;
      continue;
    }
    const target = flags.has('-m') ? path : join(dirname(path), result.fileName);
    if (flags.has('-d')) {
      out(target);
      continue;
    }
    if (!flags.has('-m') && existsSync(target) && !flags.has('-f')) {
      out(`${target} exists: not overwritten (use -f)`);
      failed++;
      continue;
    }
    writeFileSync(target, result.bytes);
    out(target);
  }
  return failed ? EXIT.findings : EXIT.ok;
}
