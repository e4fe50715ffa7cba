import { parseDmCode } from '../codes/dm-code';
import { parsePmCode, type PmCode } from '../codes/pm-code';
import type { ObjectListing } from '../csdb/listing';
import type { ProjectSettings } from '../csdb/project-settings';
import { dmCodeElement, escapeXml, issuerOf } from '../xml/write-markup';
import { newPmCode, newPmDocument } from './new-pm-document';

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
  const { code, problems } = newPmCode(settings, {
    ...options,
    pmNumber: options.pmNumber.trim().toUpperCase(),
  });
  if (options.modules.length === 0)
    problems.push('Choose at least one data module: a publication entry cannot be empty.');
  const refs = options.modules.map(dmRefOf);
  for (const r of refs) if (Array.isArray(r)) problems.push(...r);
  if (problems.length) return { ok: false, problems };
  const entries = `    <pmEntry>
      <pmEntryTitle>${escapeXml(options.title.trim())}</pmEntryTitle>
${(refs as string[]).map((r) => `      ${r}`).join('\n')}
    </pmEntry>`;
  return { ok: true, code, ...newPmDocument(settings, code, { ...options, entries }) };
}
