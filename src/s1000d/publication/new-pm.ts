import { parseDmCode } from '../codes/dm-code';
import { formatPmCode, parsePmCode, validatePmCode, type PmCode } from '../codes/pm-code';
import type { ObjectListing } from '../csdb/listing';
import { schemaUrl, type ProjectSettings } from '../csdb/project-settings';
import {
  dmCodeElement,
  escapeXml,
  issueDateElement,
  issuerOf,
  languageElement,
  newObjectStatus,
  S1000D_NAMESPACES,
} from '../xml/write-markup';

/** A data module the new publication lists: its code ("DMC-…") and title ("techName - infoName"). */
export type PmModule = { code: string; title: string };

export type NewPmOptions = {
  settings: ProjectSettings;
  title: string;
  /** Issue date, YYYY-MM-DD. */
  date: string;
  /** Five characters; by default the next number the project's publications leave free. */
  pmNumber: string;
  /** The data modules of its one entry, in order: a pmEntry must hold at least one. */
  modules: readonly PmModule[];
};

export type NewPm =
  { ok: true; xml: string; code: PmCode; fileName: string } | { ok: false; problems: string[] };

/**
 * The next publication module number the project has not used for its model and issuer
 * ("00001" for the first): what an author creating a publication expects to be offered.
 */
export function nextPmNumber(settings: ProjectSettings, rows: readonly ObjectListing[]): string {
  const mic = settings.modelIdentCodes[0];
  const issuer = issuerOf(settings);
  let highest = 0;
  for (const row of rows) {
    if (row.t !== 'pm') continue;
    const code = parsePmCode(row.c);
    if (!code.ok || code.value.modelIdentCode !== mic || code.value.pmIssuer !== issuer) continue;
    if (/^\d{5}$/.test(code.value.pmNumber))
      highest = Math.max(highest, Number(code.value.pmNumber));
  }
  return String(highest + 1).padStart(5, '0');
}

/** A dmRef to a data module, with its title, as s1kd-ref writes one; problems when the code is bad. */
export function dmRefOf(module: PmModule): string | string[] {
  const code = parseDmCode(module.code);
  if (!code.ok) return [`${module.code} is not a data module code.`];
  const cut = module.title.indexOf(' - ');
  const techName = cut > 0 ? module.title.slice(0, cut) : module.title;
  const infoName = cut > 0 ? `<infoName>${escapeXml(module.title.slice(cut + 3))}</infoName>` : '';
  return `<dmRef><dmRefIdent>${dmCodeElement(code.value)}</dmRefIdent><dmRefAddressItems><dmTitle><techName>${escapeXml(techName)}</techName>${infoName}</dmTitle></dmRefAddressItems></dmRef>`;
}

/**
 * A new publication module, as s1kd-newpm writes one: the pmCode from the project's model
 * identification code and issuer, issue 000-01, unverified, the project's issue, language,
 * security and BREX, and one pmEntry (titled as the publication) listing the chosen modules.
 */
export function newPublicationModule(options: NewPmOptions): NewPm {
  const { settings } = options;
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
  if (options.modules.length === 0)
    problems.push('Choose at least one data module: a publication entry cannot be empty.');
  const code: PmCode = {
    modelIdentCode: mic ?? '',
    pmIssuer: issuer,
    pmNumber: options.pmNumber.trim().toUpperCase(),
    pmVolume: '00',
  };
  if (mic && issuer) problems.push(...validatePmCode(code));
  const refs = options.modules.map(dmRefOf);
  for (const r of refs) if (Array.isArray(r)) problems.push(...r);
  if (problems.length) return { ok: false, problems };

  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<pm ${S1000D_NAMESPACES} xsi:noNamespaceSchemaLocation="${schemaUrl(settings.issue, 'pm')}">
  <identAndStatusSection>
    <pmAddress>
      <pmIdent>
        <pmCode modelIdentCode="${code.modelIdentCode}" pmIssuer="${code.pmIssuer}" pmNumber="${code.pmNumber}" pmVolume="${code.pmVolume}"/>
        ${languageElement(settings)}
        <issueInfo issueNumber="000" inWork="01"/>
      </pmIdent>
      <pmAddressItems>
        ${issueDateElement(options.date)}
        <pmTitle>${escapeXml(title)}</pmTitle>
      </pmAddressItems>
    </pmAddress>
    <pmStatus issueType="new">
      ${newObjectStatus(settings, '      ')}
    </pmStatus>
  </identAndStatusSection>
  <content>
    <pmEntry>
      <pmEntryTitle>${escapeXml(title)}</pmEntryTitle>
${(refs as string[]).map((r) => `      ${r}`).join('\n')}
    </pmEntry>
  </content>
</pm>
`;
  const fileName = `${formatPmCode(code)}_000-01_${settings.languageIsoCode.toUpperCase()}-${settings.countryIsoCode.toUpperCase()}.XML`;
  return { ok: true, xml, code, fileName };
}
