import type { SnsMode } from '../brex/check-sns';
import type { SnsNode } from '../sns/sns-tree';
import type { Language } from './file-name';

/**
 * What a project allows, for checking codes against it: from its settings (model
 * identification codes, system difference code, enterprises, language), its BREX (allowed
 * information codes) and its SNS. Every field is optional: an absent one checks nothing.
 */
export type ProjectCodeRules = {
  projectName?: string;
  modelIdentCodes?: readonly string[];
  systemDiffCodes?: readonly string[];
  /** Information codes the project allows (3 characters), e.g. the project BREX values. */
  infoCodes?: readonly string[];
  /** Project information codes with their names (IC management), shown as meanings. */
  infoCodeNames?: Readonly<Record<string, string>>;
  sns?: { tree: readonly SnsNode[]; mode: SnsMode; name: string };
  /** CAGE codes of the project's enterprises (responsible partner company, originator). */
  enterprises?: readonly string[];
  languages?: readonly Language[];
  /** Project wording of item location codes (ILOC management). */
  itemLocationNames?: Readonly<Record<string, string>>;
};

/** The information codes a BREX allows: the values of its rule on @infoCode, if it has one. */
export function infoCodesOfBrex(
  rules: readonly {
    objectPath: string;
    objectValues: { valueAllowed: string; valueForm: string }[];
  }[],
): string[] | undefined {
  const rule = rules.find(
    (r) =>
      /@infoCode\s*$/.test(r.objectPath.trim()) &&
      r.objectValues.some((v) => v.valueForm === 'single'),
  );
  return rule?.objectValues.filter((v) => v.valueForm === 'single').map((v) => v.valueAllowed);
}

/** Code rules from a project's settings, the allowed codes of its BREX and its SNS. */
export function projectCodeRules(
  settings: {
    modelIdentCodes: readonly string[];
    systemDiffCode: string;
    responsiblePartnerCompany: { code: string };
    originator: { code: string };
    languageIsoCode: string;
    countryIsoCode: string;
    infoNames?: Record<string, string>;
    itemLocationNames?: Record<string, string>;
  },
  extra: {
    projectName?: string;
    infoCodes?: readonly string[];
    sns?: ProjectCodeRules['sns'];
  } = {},
): ProjectCodeRules {
  return {
    ...(extra.projectName ? { projectName: extra.projectName } : {}),
    modelIdentCodes: settings.modelIdentCodes,
    systemDiffCodes: [settings.systemDiffCode],
    enterprises: [
      ...new Set(
        [settings.responsiblePartnerCompany.code, settings.originator.code].filter(Boolean),
      ),
    ],
    languages: [
      { languageIsoCode: settings.languageIsoCode, countryIsoCode: settings.countryIsoCode },
    ],
    ...(settings.infoNames ? { infoCodeNames: settings.infoNames } : {}),
    ...(settings.itemLocationNames ? { itemLocationNames: settings.itemLocationNames } : {}),
    ...(extra.infoCodes ? { infoCodes: extra.infoCodes } : {}),
    ...(extra.sns ? { sns: extra.sns } : {}),
  };
}
