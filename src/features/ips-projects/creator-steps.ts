import { LIMITS } from '#access/limits.ts';
import { packedLength } from '../../domain/packed-fields.ts';
import type { IpsProjectData } from './ips-project.ts';

export const CREATOR_STEPS = [
  'Programme',
  'Product',
  'Customer',
  'Specifications',
  'Team',
  'Milestones',
  'Review',
] as const;
export type CreatorStep = (typeof CREATOR_STEPS)[number];

/** What the creator keeps, in the project fields or in the draft. */
export type CreatorState = { name: string; data: IpsProjectData };

export const CREATOR_TEXT = {
  nameRequired: 'Enter the programme name.',
  nameTaken: (name: string) => `You already have an IPS project called "${name}".`,
  productRequired: 'Enter the product.',
  specsRequired: 'Choose at least one S-Series specification.',
  memberIncomplete: 'Every team member needs a name and a role.',
  milestoneIncomplete: 'Every milestone needs a title and a due date.',
  tooLong: (label: string, max: number) => `${label}: use at most ${max} characters.`,
  tooMany: (label: string, max: number) => `At most ${max} ${label}.`,
  tooLarge: (label: string, max: number, size: number) =>
    `The ${label} take ${size.toLocaleString('en-US')} characters as stored; at most ${max.toLocaleString('en-US')} fit. Shorten or remove some.`,
} as const;

const { projects } = LIMITS;
/** The rules' limits (decision 1300), as messages: a text longer, or a list longer, than allowed. */
function longer(label: string, text: string, max: number): string[] {
  return text.length > max ? [CREATOR_TEXT.tooLong(label, max)] : [];
}
/** A list longer than allowed, or too long as the one JSON text it is stored as (decision 1400). */
/** Entries a team or milestone list takes: the creator's count, the rules bound the text. */
export const MAX_ENTRIES = 200;
function more(label: string, list: readonly unknown[], max = MAX_ENTRIES): string[] {
  if (list.length > max) return [CREATOR_TEXT.tooMany(label, max)];
  const size = packedLength(list);
  return size > projects.entriesText
    ? [CREATOR_TEXT.tooLarge(label, projects.entriesText, size)]
    : [];
}

/** The messages that keep the user on a step; empty when it may be left. */
export function validateStep(step: CreatorStep, { name, data }: CreatorState): string[] {
  switch (step) {
    case 'Programme':
      return [
        ...(name.trim() ? [] : [CREATOR_TEXT.nameRequired]),
        ...longer('Name', name.trim(), projects.name),
        ...longer('Description', data.description, projects.description),
      ];
    case 'Product':
      return [
        ...(data.product.trim() ? [] : [CREATOR_TEXT.productRequired]),
        ...longer('Product', data.product, projects.text),
      ];
    case 'Customer':
      return [
        ...longer('Customer', data.customer, projects.text),
        ...longer('Contract', data.contract, projects.text),
      ];
    case 'Specifications':
      return data.specifications.length > 0 ? [] : [CREATOR_TEXT.specsRequired];
    case 'Team':
      return [
        ...(data.team.every((m) => m.name.trim() && m.role.trim())
          ? []
          : [CREATOR_TEXT.memberIncomplete]),
        ...more('team members', data.team),
      ];
    case 'Milestones':
      return [
        ...(data.milestones.every((m) => m.title.trim() && /^\d{4}-\d{2}-\d{2}$/.test(m.due))
          ? []
          : [CREATOR_TEXT.milestoneIncomplete]),
        ...more('milestones', data.milestones),
      ];
    default:
      return [];
  }
}

/** The first step with a problem, or null when the project can be created. */
export function firstInvalidStep(state: CreatorState): CreatorStep | null {
  return CREATOR_STEPS.find((s) => validateStep(s, state).length > 0) ?? null;
}

/** A stored draft read back; a draft of another shape starts from `empty` at its step. */
export function readDraft(
  name: string,
  fields: Record<string, unknown>,
  empty: IpsProjectData,
): { state: CreatorState; step: number } {
  const step = typeof fields.step === 'number' ? fields.step : 0;
  const data =
    fields.data && typeof fields.data === 'object' ? (fields.data as IpsProjectData) : empty;
  return {
    state: { name, data: { ...empty, ...data } },
    step: Math.min(Math.max(0, Math.floor(step)), CREATOR_STEPS.length - 1),
  };
}
