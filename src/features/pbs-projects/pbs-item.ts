import type { FieldErrors } from '../../lib/field-errors.ts';
import type { SupportTask } from './support-task.ts';

/** One node of a product breakdown, stored flat: the tree is parentId + order. */
export type PbsItem = {
  id: string;
  parentId: string | null;
  order: number;
  identifier: string;
  name: string;
  partNumber: string;
  quantity: number;
  snsCode: string;
  notes: string;
  tasks: SupportTask[];
};

export type PbsItemFields = Pick<
  PbsItem,
  'identifier' | 'name' | 'partNumber' | 'quantity' | 'snsCode' | 'notes'
>;

export const EMPTY_ITEM_FIELDS: PbsItemFields = {
  identifier: '',
  name: '',
  partNumber: '',
  quantity: 1,
  snsCode: '',
  notes: '',
};

/** SNS codes as S1000D writes them: system (2–3 characters), then optional -NN groups. */
export const SNS_CODE_PATTERN = /^[A-Z0-9]{2,3}(-[A-Z0-9]{2}){0,3}$/;

export const ITEM_TEXT = {
  identifierRequired: 'Enter an identifier.',
  identifierTaken: (identifier: string) =>
    `The identifier "${identifier}" is already used in this breakdown.`,
  nameRequired: 'Enter a name.',
  quantityInvalid: 'Quantity must be a whole number of 1 or more.',
  snsInvalid:
    'SNS code must look like DA1-10-00: 2–3 letters or digits, then up to three -NN groups.',
} as const;

/** Checks an item's fields against the breakdown; `selfId` is the item being edited. */
export function validateItemFields(
  fields: PbsItemFields,
  items: readonly PbsItem[],
  selfId: string | null,
): FieldErrors<keyof PbsItemFields> {
  const errors: FieldErrors<keyof PbsItemFields> = {};
  const identifier = fields.identifier.trim();
  if (!identifier) errors.identifier = ITEM_TEXT.identifierRequired;
  else if (items.some((i) => i.id !== selfId && i.identifier.trim() === identifier))
    errors.identifier = ITEM_TEXT.identifierTaken(identifier);
  if (!fields.name.trim()) errors.name = ITEM_TEXT.nameRequired;
  if (!Number.isInteger(fields.quantity) || fields.quantity < 1)
    errors.quantity = ITEM_TEXT.quantityInvalid;
  const sns = fields.snsCode.trim();
  if (sns && !SNS_CODE_PATTERN.test(sns.toUpperCase())) errors.snsCode = ITEM_TEXT.snsInvalid;
  return errors;
}

export function cleanItemFields(fields: PbsItemFields): PbsItemFields {
  return {
    identifier: fields.identifier.trim(),
    name: fields.name.trim(),
    partNumber: fields.partNumber.trim(),
    quantity: fields.quantity,
    snsCode: fields.snsCode.trim().toUpperCase(),
    notes: fields.notes.trim(),
  };
}
