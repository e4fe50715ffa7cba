import type { DmCode } from '../codes/dm-code';
import { ISSUE6_INFO_CODES } from '../codes/issue6-tables';
import { wholeProductCode } from '../codes/whole-product-code';
import type { PmCode } from '../codes/pm-code';
import { schemaForInfoCode } from '../csdb/info-code-schemas';
import type { ProjectSettings } from '../csdb/project-settings';
import { newPmCode, newPmDocument } from '../publication/new-pm-document';
import { dmCodeElement, escapeXml } from '../xml/write-markup';
import type { InformationSet } from './information-sets';

export type PmSkeletonOptions = {
  settings: ProjectSettings;
  title: string;
  /** Issue date, YYYY-MM-DD. */
  date: string;
  pmNumber?: string;
};

export type PmSkeleton =
  | { ok: true; xml: string; code: PmCode; fileName: string; dataModules: number }
  | { ok: false; problems: string[] };

/**
 * The planned data module of one information code in one set: the project's model and system
 * difference code, SNS 00-00-00 (to be placed in the SNS later), a disassembly code variant
 * per set so two sets never plan the same code, and item location A for tasks, D otherwise.
 */
function plannedCode(settings: ProjectSettings, infoCode: string, setIndex: number): DmCode {
  const schema = settings.infoCodeSchemas[infoCode] ?? schemaForInfoCode(infoCode);
  return {
    ...wholeProductCode(settings, settings.modelIdentCodes[0]!, infoCode),
    disassyCodeVariant: String.fromCharCode(65 + (setIndex % 26)),
    itemLocationCode: ['proced', 'fault', 'crew'].includes(schema) ? 'A' : 'D',
  };
}

/**
 * A publication module skeleton for the chosen sets: one pmEntry a set, one a section, and a
 * dmRef to each planned data module with its title. Issue 000-01, unverified, for the
 * project's issue, enterprise, security and BREX.
 */
export function pmSkeleton(
  sets: readonly InformationSet[],
  options: PmSkeletonOptions,
): PmSkeleton {
  const { settings } = options;
  const { code, problems } = newPmCode(settings, {
    ...options,
    pmNumber: options.pmNumber ?? '00001',
  });
  if (sets.length === 0) problems.unshift('Choose at least one information set.');
  if (problems.length) return { ok: false, problems };

  let dataModules = 0;
  const entries = sets
    .map((s, i) => {
      const sections = s.sections
        .map((section) => {
          const refs = section.infoCodes.map((infoCode) => {
            dataModules += 1;
            const infoName = ISSUE6_INFO_CODES.singles[infoCode] ?? infoCode;
            return `        <dmRef><dmRefIdent>${dmCodeElement(plannedCode(settings, infoCode, i))}</dmRefIdent><dmRefAddressItems><dmTitle><techName>${escapeXml(s.title)}</techName><infoName>${escapeXml(infoName.split(/ (See|This code|Refer|- )/)[0]!)}</infoName></dmTitle></dmRefAddressItems></dmRef>`;
          });
          return `      <pmEntry>\n        <pmEntryTitle>${escapeXml(section.title)}</pmEntryTitle>\n${refs.join('\n')}\n      </pmEntry>`;
        })
        .join('\n');
      return `    <pmEntry>\n      <pmEntryTitle>${escapeXml(s.title)}</pmEntryTitle>\n${sections}\n    </pmEntry>`;
    })
    .join('\n');
  const { xml, fileName } = newPmDocument(settings, code, { ...options, entries });
  return { ok: true, xml, code, fileName, dataModules };
}
