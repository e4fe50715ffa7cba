import {
  defaultProjectSettings,
  PROJECT_ISSUES,
  type ProjectIssue,
  type ProjectSettings,
} from '../../csdb/project-settings';
import { UsageError } from './args';

/** --issue, 6 by default; an issue the engine does not know is a usage error. */
export function issueOfFlags(value: (flag: string) => string | undefined): ProjectIssue {
  const issue = value('--issue') ?? '6';
  if (!(PROJECT_ISSUES as readonly string[]).includes(issue))
    throw new UsageError(`unknown issue "${issue}"`);
  return issue as ProjectIssue;
}

/** The optional flags a command takes beside --issue, --mic and --issuer. */
type SettingsFlags = { sdc?: boolean; security?: boolean };

/**
 * The project a generating command writes for, from its flags: --issue (6 by default), --mic,
 * --issuer (responsible partner and originator) and, where the command takes them, --sdc
 * (A by default) and --security (where given).
 */
export function settingsOfFlags(
  value: (flag: string) => string | undefined,
  takes: SettingsFlags = { security: true },
): ProjectSettings {
  const issue = issueOfFlags(value);
  const issuer = { code: value('--issuer') ?? '', name: '' };
  const security = takes.security ? value('--security') : undefined;
  return defaultProjectSettings({
    issue,
    modelIdentCodes: value('--mic') ? [value('--mic')!] : [],
    ...(takes.sdc ? { systemDiffCode: value('--sdc') ?? 'A' } : {}),
    responsiblePartnerCompany: issuer,
    originator: issuer,
    ...(security ? { securityClassification: security } : {}),
  });
}
