export const ALLOWED_OBJECT_FLAGS = ['0', '1', '2'] as const;
/** 0: the object must not exist; 1: it must exist; 2: no existence check, values only. */
export type AllowedObjectFlag = (typeof ALLOWED_OBJECT_FLAGS)[number];

export const VALUE_FORMS = ['single', 'range', 'pattern'] as const;
export type ValueForm = (typeof VALUE_FORMS)[number];

export const VALUE_TAILORINGS = ['closed', 'lexical', 'restrictable'] as const;
/**
 * How a lower BREX may tailor a value: closed (not at all, the default), lexical (reword its
 * meaning only), restrictable (narrow it, down to leaving it out).
 */
export type ValueTailoring = (typeof VALUE_TAILORINGS)[number];

export type ObjectValue = {
  valueForm: ValueForm;
  valueAllowed: string;
  meaning: string;
  /** As written; absent means closed. */
  valueTailoring?: ValueTailoring;
};

export type StructureObjectRule = {
  /** brDecisionIdentNumber of the rule's first brDecisionRef, else its id attribute. */
  ruleId?: string;
  objectPath: string;
  allowedObjectFlag: AllowedObjectFlag;
  objectUse: string;
  objectValues: ObjectValue[];
  severity?: string;
  /** rulesContext of the enclosing contextRules: the full schema URL, or undefined for all. */
  rulesContext?: string;
  /** Line of the rule in the BREX file. */
  line?: number;
};

export type SnsNode = { code: string; title: string; children: SnsNode[] };

export type NotationRule = { name: string; allowed: boolean; objectUse: string; ruleId?: string };

export type BrexRules = {
  fileName: string;
  /** Code of the BREX itself and of its parent (its own brexDmRef), for layering. */
  code?: string;
  parentRef?: import('../refs/list-refs').ObjectRef;
  issue?: string;
  defaultSeverity?: string;
  structureRules: StructureObjectRule[];
  /** snsDescr trees; undefined when the BREX has no snsRules. */
  sns?: SnsNode[];
  notationRules: NotationRule[];
  /** Narrative rules (nonContextRules), one text per rule. */
  nonContextRules?: string[];
};
