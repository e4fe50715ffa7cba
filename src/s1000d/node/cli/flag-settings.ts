import { readFileSync } from 'node:fs';
import {
  defaultProjectSettings,
  PROJECT_ISSUES,
  validateProjectSettings,
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

/** The flags projectSettingsOf reads, each followed by its value. */
export const PROJECT_FLAGS = ['--project', '--mic', '--issuer', '--issue'];

/**
 * The project an object is made for: the settings of --project <project.json>, else a project
 * of --mic, --issue and --issuer (its code also standing for its name).
 */
export function projectSettingsOf(value: (name: string) => string | undefined): ProjectSettings {
  const file = value('--project');
  if (file) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { settings?: unknown };
    const settings = validateProjectSettings(parsed.settings);
    if (!settings.ok) throw new UsageError(`${file}: ${settings.problems.join('; ')}`);
    return settings.value;
  }
  const issue = issueOfFlags(value);
  const issuer = { code: value('--issuer') ?? '', name: value('--issuer') ?? '' };
  return defaultProjectSettings({
    issue,
    modelIdentCodes: value('--mic') ? [value('--mic')!] : [],
    responsiblePartnerCompany: issuer,
    originator: issuer,
  });
}
