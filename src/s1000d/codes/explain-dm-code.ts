import type { DmCode } from './dm-code';
import { DM_CODE_SEGMENTS, validateDmCode } from './dm-code';
import {
  ISSUE6_INFO_CODES,
  ISSUE6_ITEM_LOCATION_CODES,
  ISSUE6_LEARN_CODES,
  ISSUE6_LEARN_EVENT_CODES,
} from './issue6-tables';
import { lookUpValue } from './lookup-value';

export type ExplainedSegment = {
  attribute: string;
  label: string;
  value: string;
  /** What the value means, from the Issue 6 default BREX tables, when the tables define it. */
  meaning?: string;
};

export type DmCodeExplanation = { segments: ExplainedSegment[]; problems: string[] };

const INFO_CODE_CATEGORIES: Record<string, string> = {
  '0': 'Function, data for plans and description',
  '1': 'Operation',
  '2': 'Servicing',
  '3': 'Examinations, tests and checks',
  '4': 'Fault reports and isolation procedures',
  '5': 'Disconnect, remove and disassemble procedures',
  '6': 'Repairs and locally make procedures and data',
  '7': 'Assemble, install and connect procedures',
  '8': 'Package, handling, storage and transportation',
  '9': 'Miscellaneous',
  C: 'Computer systems, software and data',
};

/** Names each segment of a data module code and looks up info code, ILC and learn codes. */
export function explainDmCode(code: DmCode): DmCodeExplanation {
  const segments: ExplainedSegment[] = [];
  for (const spec of DM_CODE_SEGMENTS) {
    const value = code[spec.attribute as keyof DmCode];
    if (value === undefined) continue;
    const segment: ExplainedSegment = { attribute: spec.attribute, label: spec.label, value };
    const meaning = meaningOf(spec.attribute, value);
    if (meaning !== undefined) segment.meaning = meaning;
    segments.push(segment);
  }
  return { segments, problems: validateDmCode(code) };
}

function meaningOf(attribute: string, value: string): string | undefined {
  switch (attribute) {
    case 'infoCode': {
      const meaning = lookUpValue(ISSUE6_INFO_CODES, value);
      const category = INFO_CODE_CATEGORIES[value.charAt(0)];
      if (meaning && category) return `${meaning} (category ${value.charAt(0)}00: ${category})`;
      return (
        meaning ??
        (category
          ? `Not in the Issue 6 list (category ${value.charAt(0)}00: ${category})`
          : undefined)
      );
    }
    case 'itemLocationCode':
      return lookUpValue(ISSUE6_ITEM_LOCATION_CODES, value);
    case 'learnCode':
      return lookUpValue(ISSUE6_LEARN_CODES, value);
    case 'learnEventCode':
      return lookUpValue(ISSUE6_LEARN_EVENT_CODES, value);
    case 'infoCodeVariant':
      return value === 'A' ? 'Basic information code variant' : 'Information code variant';
    default:
      return undefined;
  }
}
