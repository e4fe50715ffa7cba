import { formatPmCode, validatePmCode, type PmCode } from '../codes/pm-code';
import { type ProjectSettings } from '../csdb/project-settings';
import {
  escapeXml,
  issueDateElement,
  issuerOf,
  languageElement,
  newObjectStatus,
  pmCodeElement,
  rootStartTag,
} from '../xml/write-markup';

/**
 * The pmCode a project issues a new publication module under (its first model identification
 * code and its enterprise), or the problems that keep it from issuing one: no model code, no
 * issuer, no title, a bad date or a bad number.
 */
export function newPmCode(
  settings: ProjectSettings,
  options: { title: string; date: string; pmNumber: string },
): { code: PmCode; problems: string[] } {
  const problems: string[] = [];
  const mic = settings.modelIdentCodes[0];
  if (!mic) problems.push('The project has no model identification code.');
  const issuer = issuerOf(settings);
  if (!issuer)
    problems.push('The project has no enterprise (CAGE) code to issue the publication module.');
  const title = options.title.trim();
  if (!title) problems.push('Enter the publication title.');
  if (title.length > 300) problems.push('The publication title is longer than 300 characters.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.date))
    problems.push('The issue date must be YYYY-MM-DD.');
  const code: PmCode = {
    modelIdentCode: mic ?? '',
    pmIssuer: issuer,
    pmNumber: options.pmNumber,
    pmVolume: '00',
  };
  if (mic && issuer) problems.push(...validatePmCode(code));
  return { code, problems };
}

/**
 * A new publication module as s1kd-newpm writes one: issue 000-01, unverified, the project's
 * issue, language, security and BREX, around the given content entries; with its file name.
 */
export function newPmDocument(
  settings: ProjectSettings,
  code: PmCode,
  options: { title: string; date: string; entries: string },
): { xml: string; fileName: string } {
  const xml = `${rootStartTag('pm', settings.issue, 'pm')}
  <identAndStatusSection>
    <pmAddress>
      <pmIdent>
        ${pmCodeElement(code)}
        ${languageElement(settings)}
        <issueInfo issueNumber="000" inWork="01"/>
      </pmIdent>
      <pmAddressItems>
        ${issueDateElement(options.date)}
        <pmTitle>${escapeXml(options.title.trim())}</pmTitle>
      </pmAddressItems>
    </pmAddress>
    <pmStatus issueType="new">
      ${newObjectStatus(settings, '      ')}
    </pmStatus>
  </identAndStatusSection>
  <content>
${options.entries}
  </content>
</pm>
`;
  const fileName = `${formatPmCode(code)}_000-01_${settings.languageIsoCode.toUpperCase()}-${settings.countryIsoCode.toUpperCase()}.XML`;
  return { xml, fileName };
}
