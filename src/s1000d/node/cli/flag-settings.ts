import {
  defaultProjectSettings,
  PROJECT_ISSUES,
  type ProjectIssue,
  type ProjectSettings,
} from '../../csdb/project-settings';
import { UsageError } from './args';

/**
 * The project a generating command writes for, from its flags: --issue (6 by default), --mic,
 * --issuer (responsible partner and originator) and, where given, --security.
 */
export function settingsOfFlags(value: (flag: string) => string | undefined): ProjectSettings {
  const issue = value('--issue') ?? '6';
  if (!(PROJECT_ISSUES as readonly string[]).includes(issue))
    throw new UsageError(`unknown issue "${issue}"`);
  const issuer = { code: value('--issuer') ?? '', name: '' };
  const security = value('--security');
  return defaultProjectSettings({
    issue: issue as ProjectIssue,
    modelIdentCodes: value('--mic') ? [value('--mic')!] : [],
    responsiblePartnerCompany: issuer,
    originator: issuer,
    ...(security ? { securityClassification: security } : {}),
  });
}
