import type { BrexRules } from '../brex-model';
import { matchesAnyObjectValue } from '../object-value';
import { infoName } from '../../csdb/defaults-files';
import type { ProjectSettings } from '../../csdb/project-settings';
import type { RuleDraft, ValueDraft } from './brex-draft';
import { ruleTargets, targetsMeet } from './rule-target';

/**
 * The rules s1kd-newdm -B writes from a project's `.defaults` and `.dmtypes` (its brexmap:
 * model identification code, system difference code, language and country, responsible
 * partner company and originator, security classification, information codes), with paths
 * narrowed to the object's own identification: a BREX is also checked against itself, and
 * its brexDmRef names the S1000D default BREX, whose codes are not the project's.
 *
 * With the parent BREX given, an information code the parent does not allow is left out
 * and each value takes the parent's meaning where it has one (so tailoring holds).
 */
export function seedRulesFromSettings(settings: ProjectSettings, parent?: BrexRules): RuleDraft[] {
  const id = (n: number) =>
    `${settings.modelIdentCodes[0] ?? 'PROJECT'}-BR-${String(n).padStart(5, '0')}`;
  const rule = (
    n: number,
    objectPath: string,
    objectUse: string,
    values: ValueDraft[],
  ): RuleDraft => ({
    id: id(n),
    objectPath,
    allowedObjectFlag: '2',
    objectUse,
    values: withParentMeanings(objectPath, values, parent),
    severity: '',
    context: '',
  });
  const single = (allowed: string, meaning = ''): ValueDraft => ({
    form: 'single',
    allowed,
    meaning,
  });
  const enterprise = (e: { code: string; name: string }) => [single(e.code, e.name)];
  const infoCodes = [...new Set(Object.keys(settings.infoCodeSchemas).map((c) => c.slice(0, 3)))]
    .sort()
    .map((code) => single(code, infoName(code)));
  const rules = [
    rule(
      1,
      '//dmIdent/dmCode/@modelIdentCode | //pmIdent/pmCode/@modelIdentCode',
      'Data and publication modules use the model identification codes of the project.',
      settings.modelIdentCodes.map((mic) => single(mic)),
    ),
    rule(
      2,
      '//dmIdent/dmCode/@systemDiffCode',
      'Data modules use the system difference code of the project.',
      [single(settings.systemDiffCode)],
    ),
    rule(
      3,
      '//dmIdent/language/@languageIsoCode | //pmIdent/language/@languageIsoCode',
      'Data and publication modules are written in the language of the project.',
      [single(settings.languageIsoCode)],
    ),
    rule(
      4,
      '//dmIdent/language/@countryIsoCode | //pmIdent/language/@countryIsoCode',
      'Data and publication modules use the country of the project.',
      [single(settings.countryIsoCode)],
    ),
    rule(
      5,
      '//dmStatus/responsiblePartnerCompany/@enterpriseCode | //pmStatus/responsiblePartnerCompany/@enterpriseCode',
      'The responsible partner company is the project’s.',
      enterprise(settings.responsiblePartnerCompany),
    ),
    rule(
      6,
      '//dmStatus/originator/@enterpriseCode | //pmStatus/originator/@enterpriseCode',
      'The originator is the project’s.',
      enterprise(settings.originator),
    ),
    rule(
      7,
      '//security/@securityClassification',
      'Objects carry the security classification of the project.',
      [single(settings.securityClassification)],
    ),
    rule(
      8,
      '//dmIdent/dmCode/@infoCode',
      'Only the information codes of the project are used.',
      infoCodes,
    ),
  ];
  return rules.filter((r) => r.values.length > 0 && r.values.every((v) => v.allowed !== ''));
}

/** Values the parent admits, each with the parent's meaning when it has one. */
function withParentMeanings(
  objectPath: string,
  values: ValueDraft[],
  parent: BrexRules | undefined,
): ValueDraft[] {
  const target = ruleTargets(objectPath);
  const matched = parent?.structureRules.filter(
    (r) => r.objectValues.length > 0 && targetsMeet(target, ruleTargets(r.objectPath)),
  );
  if (!matched || matched.length === 0) return values;
  const parentValues = matched.flatMap((r) => r.objectValues);
  return values
    .filter((v) => matchesAnyObjectValue(v.allowed, parentValues))
    .map((v) => {
      const same = parentValues.find(
        (p) => p.valueForm === 'single' && p.valueAllowed === v.allowed,
      );
      return same?.meaning ? { ...v, meaning: same.meaning } : v;
    });
}
