import { DEFAULT_BREX } from '../default-brex';
import type { BrexRules } from '../brex-model';
import type { ProjectSettings } from '../../csdb/project-settings';
import type { BrexDraft, ParentRef, RuleDraft } from './brex-draft';

/** The parent a project BREX names when it is layered straight on its issue's default BREX. */
export function defaultParentRef(settings: Pick<ProjectSettings, 'issue'>): ParentRef {
  const { code, issueNumber } = DEFAULT_BREX[settings.issue];
  // The Issue 3.0 default BREX carries no language.
  return settings.issue === '3.0'
    ? { code, issueNumber, inWork: '00' }
    : {
        code,
        issueNumber,
        inWork: '00',
        language: { languageIsoCode: 'en', countryIsoCode: 'US' },
      };
}

/** A project BREX code: the first model identification code, SNS 00-00-00, 022A-D. */
export function projectBrexCodeFor(settings: ProjectSettings): string {
  return `DMC-${settings.modelIdentCodes[0] ?? 'PROJECT'}-${settings.systemDiffCode}-00-00-00-00A-022A-D`;
}

/** A new, empty BREX for a project: its identification from the project's settings. */
export function newBrexDraft(
  settings: ProjectSettings,
  options: { issueDate: string; parent?: ParentRef; techName?: string },
): BrexDraft {
  return {
    issue: settings.issue,
    code: settings.brex.kind === 'project' ? settings.brex.code : projectBrexCodeFor(settings),
    issueNumber: '000',
    inWork: '01',
    issueType: 'new',
    languageIsoCode: settings.languageIsoCode,
    countryIsoCode: settings.countryIsoCode,
    techName: options.techName ?? settings.modelIdentCodes[0] ?? 'Project',
    issueDate: options.issueDate,
    securityClassification: settings.securityClassification,
    responsiblePartnerCompany: { ...settings.responsiblePartnerCompany },
    originator: { ...settings.originator },
    parent: options.parent ?? defaultParentRef(settings),
    defaultSeverity: '',
    rules: [],
    notations: [],
    narrative: [],
  };
}

const schemaNameOf = (url: string | undefined) =>
  url ? (/\/([A-Za-z]+)\.xsd$/.exec(url)?.[1] ?? '') : '';

/** The rules of an existing BREX as draft rules, to build its next issue from. */
export function draftRulesOf(
  brex: BrexRules,
): Pick<BrexDraft, 'rules' | 'sns' | 'notations' | 'narrative' | 'defaultSeverity'> {
  const rules: RuleDraft[] = brex.structureRules.map((r) => ({
    id: r.ruleId ?? '',
    objectPath: r.objectPath,
    allowedObjectFlag: r.allowedObjectFlag,
    objectUse: r.objectUse,
    values: r.objectValues.map((v) => ({
      form: v.valueForm,
      allowed: v.valueAllowed,
      meaning: v.meaning,
      ...(v.valueTailoring ? { tailoring: v.valueTailoring } : {}),
    })),
    severity: r.severity ?? '',
    context: schemaNameOf(r.rulesContext),
  }));
  return {
    rules,
    ...(brex.sns ? { sns: brex.sns } : {}),
    notations: brex.notationRules.map((n) => ({
      id: n.ruleId ?? '',
      name: n.name,
      allowed: n.allowed,
      objectUse: n.objectUse,
    })),
    narrative: (brex.nonContextRules ?? []).map((text) => ({ id: '', text })),
    defaultSeverity: brex.defaultSeverity ?? '',
  };
}
