import type {
  ProductModel,
  ProductVariant,
  SerialRange,
} from '../domain/product-configurations.ts';
import {
  compareSerials,
  rangesOverlap,
  SERIAL_PATTERN,
  serialKind,
} from '../s1000d/applic/serial-ranges.ts';

export const CONFIGURATION_TEXT = {
  micRequired: 'Enter the model identification code.',
  micFormat:
    'A model identification code is 2 to 14 capital letters or digits (S1000D), for example BIKE.',
  micTaken: (code: string) => `This project already has a model ${code}.`,
  variantRequired: 'Enter the variant code.',
  variantFormat: 'A variant code is 1 to 20 capital letters, digits or hyphens.',
  variantTaken: (code: string, mic: string) => `Model ${mic} already has a variant ${code}.`,
  nameTooLong: 'A name is at most 100 characters.',
  serialRequired: 'Enter the first and the last serial number of the range.',
  serialFormat: (serial: string) =>
    `"${serial}" is not a serial number: use 1 to 20 capital letters, digits or hyphens.`,
  serialShape:
    'Both ends of a range are numbers, or text of the same length (for example SN0001 to SN0100).',
  serialOrder: (from: string, to: string) => `The range ${from} to ${to} ends before it starts.`,
  serialKind: (example: string) =>
    `This variant's ranges use serial numbers like ${example}; a new range must use the same kind (numbers, or text of that length).`,
  overlap: (from: string, to: string, other: SerialRange) =>
    `Serial numbers ${from} to ${to} overlap the range ${other.from} to ${other.to} of this variant.`,
  modificationFormat: (code: string) =>
    `"${code}" is not a modification code: use 1 to 20 capital letters, digits or hyphens.`,
  modificationTwice: (code: string) => `Modification ${code} is listed twice.`,
  tooMany: 'A project holds at most 200 models, 200 variants a model and 500 ranges a variant.',
} as const;

export const LIMITS = { models: 200, variants: 200, ranges: 500, name: 100 } as const;
const MIC = /^[A-Z0-9]{2,14}$/;

/** Codes and serial numbers are kept as S1000D writes them: trimmed, in capitals. */
export const normaliseCode = (text: string) => text.trim().toUpperCase();

/** "MOD-1, mod-2  MOD-3" → the codes, in capitals. */
export function parseModifications(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map(normaliseCode)
    .filter(Boolean);
}

export function validateModel(
  models: ProductModel[],
  { modelIdentCode, name }: { modelIdentCode: string; name: string },
): string | null {
  if (!modelIdentCode) return CONFIGURATION_TEXT.micRequired;
  if (!MIC.test(modelIdentCode)) return CONFIGURATION_TEXT.micFormat;
  if (name.length > LIMITS.name) return CONFIGURATION_TEXT.nameTooLong;
  if (models.some((m) => m.modelIdentCode === modelIdentCode))
    return CONFIGURATION_TEXT.micTaken(modelIdentCode);
  if (models.length >= LIMITS.models) return CONFIGURATION_TEXT.tooMany;
  return null;
}

export function validateVariant(
  model: ProductModel,
  { code, name }: { code: string; name: string },
): string | null {
  if (!code) return CONFIGURATION_TEXT.variantRequired;
  if (!SERIAL_PATTERN.test(code)) return CONFIGURATION_TEXT.variantFormat;
  if (name.length > LIMITS.name) return CONFIGURATION_TEXT.nameTooLong;
  if (model.variants.some((v) => v.code === code))
    return CONFIGURATION_TEXT.variantTaken(code, model.modelIdentCode);
  if (model.variants.length >= LIMITS.variants) return CONFIGURATION_TEXT.tooMany;
  return null;
}

export function validateRange(
  variant: ProductVariant,
  { from, to, modifications }: Omit<SerialRange, 'id'>,
): string | null {
  if (!from || !to) return CONFIGURATION_TEXT.serialRequired;
  const bad = [from, to].find((s) => !SERIAL_PATTERN.test(s));
  if (bad) return CONFIGURATION_TEXT.serialFormat(bad);
  if (serialKind(from) !== serialKind(to)) return CONFIGURATION_TEXT.serialShape;
  if (compareSerials(from, to) > 0) return CONFIGURATION_TEXT.serialOrder(from, to);
  const first = variant.ranges[0];
  if (first && serialKind(first.from) !== serialKind(from))
    return CONFIGURATION_TEXT.serialKind(first.from);
  const other = variant.ranges.find((r) => rangesOverlap(r, { from, to }));
  if (other) return CONFIGURATION_TEXT.overlap(from, to, other);
  const badMod = modifications.find((m) => !SERIAL_PATTERN.test(m));
  if (badMod) return CONFIGURATION_TEXT.modificationFormat(badMod);
  const twice = modifications.find((m, i) => modifications.indexOf(m) !== i);
  if (twice) return CONFIGURATION_TEXT.modificationTwice(twice);
  if (variant.ranges.length >= LIMITS.ranges) return CONFIGURATION_TEXT.tooMany;
  return null;
}

/**
 * Checks a whole configuration set as if it were entered again, item by item (an imported
 * file is checked with this): the first problem, naming where it is, or null.
 */
export function validateModels(models: ProductModel[]): string | null {
  const seen: ProductModel[] = [];
  for (const model of models) {
    const problem = validateModel(seen, model);
    if (problem) return `Model ${model.modelIdentCode || '(no code)'}: ${problem}`;
    const variants: ProductVariant[] = [];
    for (const variant of model.variants) {
      const where = `Model ${model.modelIdentCode}, variant ${variant.code || '(no code)'}`;
      const variantProblem = validateVariant({ ...model, variants }, variant);
      if (variantProblem) return `${where}: ${variantProblem}`;
      const ranges: SerialRange[] = [];
      for (const range of variant.ranges) {
        const rangeProblem = validateRange({ ...variant, ranges }, range);
        if (rangeProblem) return `${where}: ${rangeProblem}`;
        ranges.push(range);
      }
      variants.push(variant);
    }
    seen.push(model);
  }
  return null;
}
