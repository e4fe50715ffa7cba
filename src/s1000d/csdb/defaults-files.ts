import { ISSUE6_INFO_CODES } from '../codes/issue6-tables';
import { MAINTAINED_SNS } from '../sns/maintained-sns';
import { schemaForIssue } from './info-code-schemas';
import { projectBrexCode, type ProjectSettings } from './project-settings';

/** The `.defaults` entries of a project, in the identifiers s1kd-tools documents (DEFAULTS.md). */
export function defaultsEntries(settings: ProjectSettings): [string, string][] {
  const entries: [string, string][] = [
    ['issue', settings.issue],
    ['modelIdentCode', settings.modelIdentCodes[0] ?? ''],
    ['systemDiffCode', settings.systemDiffCode],
    ['languageIsoCode', settings.languageIsoCode],
    ['countryIsoCode', settings.countryIsoCode],
    ['responsiblePartnerCompanyCode', settings.responsiblePartnerCompany.code],
    ['responsiblePartnerCompany', settings.responsiblePartnerCompany.name],
    ['originatorCode', settings.originator.code],
    ['originator', settings.originator.name],
    ['securityClassification', settings.securityClassification],
    // s1kd-tools writes data module codes here without the DMC- prefix.
    ['brex', projectBrexCode(settings).replace(/^DMC-/, '')],
    ['issueNumber', '000'],
    ['inWork', '01'],
    ['pmIssuer', settings.responsiblePartnerCompany.code],
    ['senderIdent', settings.originator.code],
  ];
  if (settings.sns.kind === 'maintained') {
    const id = settings.sns.id;
    entries.push(['maintainedSns', MAINTAINED_SNS.find((s) => s.id === id)!.name]);
  } else if (settings.sns.kind === 'project') {
    entries.push(['sns', projectBrexCode(settings).replace(/^DMC-/, '')]);
  }
  return entries.filter(([, value]) => value !== '');
}

/** `.defaults` in the simple text format: identifier, then the value from column 32. */
export function toDefaultsText(settings: ProjectSettings): string {
  return defaultsEntries(settings)
    .map(([ident, value]) => `${ident.padEnd(31)}${value}`)
    .join('\n')
    .concat('\n');
}

/** `.defaults` in the XML format: <defaults><default ident="…" value="…"/></defaults>. */
export function toDefaultsXml(settings: ProjectSettings): string {
  const lines = defaultsEntries(settings).map(
    ([ident, value]) => `<default ident="${attr(ident)}" value="${attr(value)}"/>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<defaults>\n${lines.join('\n')}\n</defaults>\n`;
}

/** One `.dmtypes` row: information code, schema (as the project's issue names it) and info name. */
export function dmtypesEntries(settings: ProjectSettings): [string, string, string][] {
  return Object.keys(settings.infoCodeSchemas)
    .sort()
    .map((code) => [
      code,
      schemaForIssue(settings.infoCodeSchemas[code]!, settings.issue),
      settings.infoNames?.[code] ??
        settings.infoNames?.[code.slice(0, 3)] ??
        infoName(code.slice(0, 3)),
    ]);
}

/** `.dmtypes` in the simple text format: "040    descript    Description". */
export function toDmtypesText(settings: ProjectSettings): string {
  return dmtypesEntries(settings)
    .map(([code, schema, name]) => `${code.padEnd(12)}${schema.padEnd(20)}${name}`.trimEnd())
    .join('\n')
    .concat('\n');
}

export function toDmtypesXml(settings: ProjectSettings): string {
  const lines = dmtypesEntries(settings).map(
    ([code, schema, name]) =>
      `<type infoCode="${attr(code)}" schema="${attr(schema)}"${name ? ` infoName="${attr(name)}"` : ''}/>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<dmtypes>\n${lines.join('\n')}\n</dmtypes>\n`;
}

/**
 * The Issue 6 name of an information code as a data module's info name: the list's editorial
 * remarks ("See also code 00R …", "This code is used for crew") are not part of the name.
 */
export function infoName(infoCode: string): string {
  const raw = ISSUE6_INFO_CODES.singles[infoCode] ?? '';
  return raw
    .replace(/\s+-\s+(refer to|this code|normally used|ormally used)\b.*$/i, '')
    .replace(/\s+(See also|Refer to|This code is used)\b.*$/i, '')
    .trim();
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}
