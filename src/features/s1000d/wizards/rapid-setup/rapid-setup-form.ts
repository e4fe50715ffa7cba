import {
  defaultProjectSettings,
  validateProjectSettings,
  type ProjectIssue,
  type SettingsResult,
} from '../../../../s1000d/csdb/project-settings.ts';
import type { MaintainedSnsId } from '../../../../s1000d/sns/maintained-sns.ts';

/** The wizard's fields, as typed; settings are built and checked from them in one place. */
export type RapidSetupForm = {
  name: string;
  description: string;
  workspace: boolean;
  issue: ProjectIssue;
  modelIdentCodes: string;
  systemDiffCode: string;
  languageIsoCode: string;
  countryIsoCode: string;
  rpcCode: string;
  rpcName: string;
  originatorCode: string;
  originatorName: string;
  securityClassification: string;
  sns: MaintainedSnsId | 'none';
};

export const NAME_LIMIT = 120;
export const DESCRIPTION_LIMIT = 2000;

export function initialForm(params: URLSearchParams): RapidSetupForm {
  return {
    name: (params.get('name') ?? '').slice(0, NAME_LIMIT),
    description: (params.get('description') ?? '').slice(0, DESCRIPTION_LIMIT),
    workspace: false,
    issue: '6',
    modelIdentCodes: (params.get('mic') ?? '').toUpperCase(),
    systemDiffCode: 'A',
    languageIsoCode: 'en',
    countryIsoCode: 'US',
    rpcCode: '',
    rpcName: params.get('rpcName') ?? '',
    originatorCode: '',
    originatorName: '',
    securityClassification: '01',
    sns: 'generic',
  };
}

/** The project's settings from the form, checked as the store checks them; name rules added. */
export function settingsOf(form: RapidSetupForm): SettingsResult {
  const settings = defaultProjectSettings({
    issue: form.issue,
    modelIdentCodes: form.modelIdentCodes
      .split(/[\s,]+/)
      .map((m) => m.trim().toUpperCase())
      .filter(Boolean),
    systemDiffCode: form.systemDiffCode.trim().toUpperCase(),
    languageIsoCode: form.languageIsoCode.trim().toLowerCase(),
    countryIsoCode: form.countryIsoCode.trim().toUpperCase(),
    responsiblePartnerCompany: {
      code: form.rpcCode.trim().toUpperCase(),
      name: form.rpcName.trim(),
    },
    originator: {
      code: form.originatorCode.trim().toUpperCase(),
      name: form.originatorName.trim(),
    },
    securityClassification: form.securityClassification,
    sns: form.sns === 'none' ? { kind: 'none' } : { kind: 'maintained', id: form.sns },
  });
  const checked = validateProjectSettings(settings);
  const nameProblems = [
    ...(form.name.trim() ? [] : ['Give the project a name']),
    ...(form.name.trim().length > NAME_LIMIT
      ? [`The name is longer than ${NAME_LIMIT} characters`]
      : []),
    ...(form.description.length > DESCRIPTION_LIMIT
      ? [`The description is longer than ${DESCRIPTION_LIMIT} characters`]
      : []),
  ];
  if (nameProblems.length === 0) return checked;
  return { ok: false, problems: [...nameProblems, ...(checked.ok ? [] : checked.problems)] };
}
