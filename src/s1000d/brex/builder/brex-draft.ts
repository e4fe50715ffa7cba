import type { AllowedObjectFlag, ValueForm, ValueTailoring } from '../brex-model';
import type { Enterprise, ProjectIssue } from '../../csdb/project-settings';
import type { SnsNode } from '../../sns/sns-tree';

/** One allowed value of a structure rule, as the builder edits it. */
export type ValueDraft = {
  form: ValueForm;
  allowed: string;
  meaning: string;
  /** How a BREX below this one may tailor the value; omitted = closed. */
  tailoring?: ValueTailoring;
};

/** One structureObjectRule of a BREX being built. */
export type RuleDraft = {
  /** brDecisionIdentNumber of the rule's brDecisionRef; empty for none. */
  id: string;
  objectPath: string;
  allowedObjectFlag: AllowedObjectFlag;
  objectUse: string;
  values: ValueDraft[];
  /** brSeverityLevel (brsl01 … brsl99); empty for the BREX's default. */
  severity: string;
  /** Schema name (descript, proced …) the rule is for, or empty for every object. */
  context: string;
};

export type NotationDraft = { id: string; name: string; allowed: boolean; objectUse: string };

export type NarrativeDraft = { id: string; text: string };

/** A reference to the parent BREX: the BREX this one is layered on (its brexDmRef). */
export type ParentRef = {
  code: string;
  issueNumber?: string;
  inWork?: string;
  language?: { languageIsoCode: string; countryIsoCode: string };
};

/** Everything a project BREX data module is made of, before it is written as XML. */
export type BrexDraft = {
  issue: ProjectIssue;
  /** The BREX's data module code, information code 022 ("DMC-…-022A-D"). */
  code: string;
  issueNumber: string;
  inWork: string;
  /** dmStatus/@issueType: new for a first issue, changed for a later one. */
  issueType: 'new' | 'changed';
  languageIsoCode: string;
  countryIsoCode: string;
  techName: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  securityClassification: string;
  responsiblePartnerCompany: Enterprise;
  originator: Enterprise;
  parent: ParentRef;
  /** brex/@defaultBrSeverityLevel; empty for none. */
  defaultSeverity: string;
  rules: RuleDraft[];
  /** The SNS as snsRules; undefined writes none (every SNS is then refused by an SNS check). */
  sns?: SnsNode[];
  notations: NotationDraft[];
  narrative: NarrativeDraft[];
};

export const emptyRule = (): RuleDraft => ({
  id: '',
  objectPath: '',
  allowedObjectFlag: '2',
  objectUse: '',
  values: [],
  severity: '',
  context: '',
});
