import { DEFAULT_BREX } from '../brex/default-brex';
import { formatDmCode, parseDmCode } from '../codes/dm-code';
import { isMaintainedSnsId, type MaintainedSnsId } from '../sns/maintained-sns';
import { informationSet } from '../infosets/information-sets';
import { defaultInfoCodeSchemas } from './info-code-schemas';

/** The S1000D issues a project may follow, newest first. */
export const PROJECT_ISSUES = ['6', '5.0', '4.2', '4.1', '4.0.2', '4.0', '3.0'] as const;
export type ProjectIssue = (typeof PROJECT_ISSUES)[number];

/** An enterprise: its 5-character CAGE/NCAGE code and its name. */
export type Enterprise = { code: string; name: string };

/** The BREX the project follows: its issue's S1000D default BREX, or a project BREX in the project. */
export type ProjectBrex = { kind: 'default' } | { kind: 'project'; code: string };

/** The SNS: one of the eight maintained SNS, the project BREX's own snsRules, or none. */
export type ProjectSns =
  { kind: 'maintained'; id: MaintainedSnsId } | { kind: 'project' } | { kind: 'none' };

/** A project's S1000D defaults, what s1kd-defaults writes to `.defaults` and `.dmtypes`. */
export type ProjectSettings = {
  issue: ProjectIssue;
  /** Model identification codes; the first is the default for new objects. */
  modelIdentCodes: string[];
  systemDiffCode: string;
  languageIsoCode: string;
  countryIsoCode: string;
  responsiblePartnerCompany: Enterprise;
  originator: Enterprise;
  /** Default security classification, "01" to "99". */
  securityClassification: string;
  brex: ProjectBrex;
  sns: ProjectSns;
  /** Information code (optionally with variant, item location and learn codes, as .dmtypes) → schema. */
  infoCodeSchemas: Record<string, string>;
  /** The information sets the project produces (ids of src/s1000d/infosets); absent until chosen. */
  informationSets?: string[];
  /** The project's own names of information codes and variants (IC management), .dmtypes info names. */
  infoNames?: Record<string, string>;
  /** The project's wording of the item location codes A, B, C, D, T (tailoring "lexical"). */
  itemLocationNames?: Record<string, string>;
  /** How data module codes are checked against the SNS (s1kd-brexcheck -S, -St, -Su); normal when absent. */
  snsMode?: 'normal' | 'strict' | 'unstrict';
};

export type SettingsResult =
  { ok: true; value: ProjectSettings } | { ok: false; problems: string[] };

/** Settings for a new project: Issue 6, generic SNS, the default BREX and the Issue 6 schema map. */
export function defaultProjectSettings(overrides: Partial<ProjectSettings> = {}): ProjectSettings {
  return {
    issue: '6',
    modelIdentCodes: [],
    systemDiffCode: 'A',
    languageIsoCode: 'en',
    countryIsoCode: 'US',
    responsiblePartnerCompany: { code: '', name: '' },
    originator: { code: '', name: '' },
    securityClassification: '01',
    brex: { kind: 'default' },
    sns: { kind: 'maintained', id: 'generic' },
    infoCodeSchemas: defaultInfoCodeSchemas(),
    ...overrides,
  };
}

const MIC = /^[A-Z0-9]{2,14}$/;
const CAGE = /^[A-Z0-9]{5}$/;
const INFO_CODE_KEY =
  /^[A-Z0-9]{3}(\*|[A-Z0-9])?(-([ABCDT*])(-([HT][A-Z0-9]{2}|\*{3})([A-E*])?)?)?$/;

/**
 * Checks settings read from storage or a form; every problem is named, so a form can show
 * them all at once. Unknown fields are dropped.
 */
export function validateProjectSettings(value: unknown): SettingsResult {
  const problems: string[] = [];
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const str = (key: string) => (typeof v[key] === 'string' ? (v[key] as string) : '');
  const issue = str('issue');
  if (!(PROJECT_ISSUES as readonly string[]).includes(issue))
    problems.push(`S1000D issue must be one of ${PROJECT_ISSUES.join(', ')}`);
  const mics = Array.isArray(v.modelIdentCodes) ? (v.modelIdentCodes as unknown[]) : [];
  if (mics.length === 0) problems.push('Give at least one model identification code');
  for (const mic of mics) {
    if (typeof mic !== 'string' || !MIC.test(mic))
      problems.push(
        `Model identification code "${String(mic)}" must be 2 to 14 capital letters or digits`,
      );
  }
  if (!/^[A-Z0-9]{1,4}$/.test(str('systemDiffCode')))
    problems.push('System difference code must be 1 to 4 capital letters or digits');
  if (!/^[a-z]{2,3}$/.test(str('languageIsoCode')))
    problems.push('Language must be an ISO 639 code in lower case (en, fr, de …)');
  if (!/^[A-Z]{2}$/.test(str('countryIsoCode')))
    problems.push('Country must be an ISO 3166 code in capitals (US, GB, FR …)');
  const enterprise = (key: string, label: string): Enterprise => {
    const e = (typeof v[key] === 'object' && v[key] !== null ? v[key] : {}) as Record<
      string,
      unknown
    >;
    const code = typeof e.code === 'string' ? e.code : '';
    const name = typeof e.name === 'string' ? e.name.trim() : '';
    if (!CAGE.test(code)) problems.push(`${label} code must be a 5-character CAGE/NCAGE code`);
    if (!name) problems.push(`${label} name is required`);
    return { code, name };
  };
  const rpc = enterprise('responsiblePartnerCompany', 'Responsible partner company');
  const originator = enterprise('originator', 'Originator');
  if (!/^(0[1-9]|[1-9][0-9])$/.test(str('securityClassification')))
    problems.push('Security classification must be two digits, 01 to 99');
  const brex = readBrex(v.brex, problems);
  const sns = readSns(v.sns, problems);
  const map = (
    typeof v.infoCodeSchemas === 'object' && v.infoCodeSchemas !== null ? v.infoCodeSchemas : {}
  ) as Record<string, unknown>;
  const infoCodeSchemas: Record<string, string> = {};
  for (const [code, schema] of Object.entries(map)) {
    if (!INFO_CODE_KEY.test(code))
      problems.push(`"${code}" is not an information code (040, 258A, 200A-A …)`);
    else if (typeof schema !== 'string' || !/^[a-z]+$/.test(schema))
      problems.push(`Schema for ${code} must be a schema name (descript, proced …)`);
    else infoCodeSchemas[code] = schema;
  }
  const sets = v.informationSets;
  if (
    sets !== undefined &&
    !(Array.isArray(sets) && sets.every((id) => typeof id === 'string' && informationSet(id)))
  )
    problems.push('Information sets must be ids of known information sets');
  const infoNames = readNames(v.infoNames, INFO_CODE_KEY, 'information code', problems);
  const itemLocationNames = readNames(
    v.itemLocationNames,
    /^[ABCDT]$/,
    'item location code',
    problems,
  );
  const snsMode = v.snsMode;
  if (snsMode !== undefined && !['normal', 'strict', 'unstrict'].includes(snsMode as string))
    problems.push('SNS check must be normal, strict or unstrict');
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    value: {
      issue: issue as ProjectIssue,
      modelIdentCodes: mics as string[],
      systemDiffCode: str('systemDiffCode'),
      languageIsoCode: str('languageIsoCode'),
      countryIsoCode: str('countryIsoCode'),
      responsiblePartnerCompany: rpc,
      originator,
      securityClassification: str('securityClassification'),
      brex,
      sns,
      infoCodeSchemas,
      ...(Array.isArray(sets) ? { informationSets: [...new Set(sets as string[])] } : {}),
      ...(infoNames ? { infoNames } : {}),
      ...(itemLocationNames ? { itemLocationNames } : {}),
      ...(snsMode ? { snsMode: snsMode as NonNullable<ProjectSettings['snsMode']> } : {}),
    },
  };
}

/** An optional map of codes to names: each code must match, each name be 1 to 200 characters. */
function readNames(
  value: unknown,
  key: RegExp,
  label: string,
  problems: string[],
): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null) {
    problems.push(`Names of ${label}s must be a map of codes to names`);
    return undefined;
  }
  const names: Record<string, string> = {};
  for (const [code, name] of Object.entries(value)) {
    if (!key.test(code)) problems.push(`"${code}" is not an ${label}`);
    else if (typeof name !== 'string' || !name.trim() || name.length > 200)
      problems.push(`The name of ${label} ${code} must be 1 to 200 characters`);
    else names[code] = name.trim();
  }
  return names;
}

function readBrex(value: unknown, problems: string[]): ProjectBrex {
  const b = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (b.kind === 'default') return { kind: 'default' };
  if (b.kind === 'project' && typeof b.code === 'string') {
    const code = parseDmCode(b.code);
    if (code.ok && code.value.infoCode === '022')
      return { kind: 'project', code: formatDmCode(code.value) };
    problems.push(`Project BREX "${b.code}" must be a data module code with information code 022`);
    return { kind: 'default' };
  }
  problems.push('BREX must be the default BREX or a project BREX code');
  return { kind: 'default' };
}

function readSns(value: unknown, problems: string[]): ProjectSns {
  const s = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (s.kind === 'project' || s.kind === 'none') return { kind: s.kind };
  if (s.kind === 'maintained' && typeof s.id === 'string' && isMaintainedSnsId(s.id))
    return { kind: 'maintained', id: s.id };
  problems.push('SNS must be a maintained SNS, the project BREX SNS, or none');
  return { kind: 'none' };
}

/** The data module code of the BREX the project follows. */
export function projectBrexCode(settings: ProjectSettings): string {
  return settings.brex.kind === 'project' ? settings.brex.code : DEFAULT_BREX[settings.issue].code;
}

/** The S1000D schema URL of a schema name in the project's issue. */
export function schemaUrl(issue: ProjectIssue, schema: string): string {
  return `http://www.s1000d.org/S1000D_${issue.replace(/\./g, '-')}/xml_schema_flat/${schema}.xsd`;
}
