import type {
  ProductModel,
  ProductVariant,
  SerialRange,
} from '../../domain/product-configurations.ts';
import {
  normaliseCode,
  parseModifications,
  validateModel,
  validateRange,
  validateVariant,
} from '../../lib/product-configuration.ts';
import { randomToken } from '../../lib/random-token.ts';

const newId = () => randomToken(10, 'abcdefghijklmnopqrstuvwxyz0123456789');

/** The models with one change applied, or the reason the change is refused. */
export type Edit = { ok: true; models: ProductModel[] } | { ok: false; message: string };

const mapModel = (models: ProductModel[], id: string, f: (m: ProductModel) => ProductModel) =>
  models.map((m) => (m.id === id ? f(m) : m));
const mapVariant = (model: ProductModel, id: string, f: (v: ProductVariant) => ProductVariant) => ({
  ...model,
  variants: model.variants.map((v) => (v.id === id ? f(v) : v)),
});

export function addModel(models: ProductModel[], input: Record<string, string>): Edit {
  const model = {
    modelIdentCode: normaliseCode(input.modelIdentCode ?? ''),
    name: (input.name ?? '').trim(),
  };
  const message = validateModel(models, model);
  if (message) return { ok: false, message };
  return { ok: true, models: [...models, { id: newId(), ...model, variants: [] }] };
}

export function addVariant(
  models: ProductModel[],
  model: ProductModel,
  input: Record<string, string>,
): Edit {
  const variant = { code: normaliseCode(input.code ?? ''), name: (input.name ?? '').trim() };
  const message = validateVariant(model, variant);
  if (message) return { ok: false, message };
  const added: ProductVariant = { id: newId(), ...variant, ranges: [] };
  return {
    ok: true,
    models: mapModel(models, model.id, (m) => ({ ...m, variants: [...m.variants, added] })),
  };
}

export function addRange(
  models: ProductModel[],
  model: ProductModel,
  variant: ProductVariant,
  input: Record<string, string>,
): Edit {
  const range = {
    from: normaliseCode(input.from ?? ''),
    to: normaliseCode(input.to ?? ''),
    modifications: parseModifications(input.modifications ?? ''),
  };
  const message = validateRange(variant, range);
  if (message) return { ok: false, message };
  const added: SerialRange = { id: newId(), ...range };
  return {
    ok: true,
    models: mapModel(models, model.id, (m) =>
      mapVariant(m, variant.id, (v) => ({ ...v, ranges: [...v.ranges, added] })),
    ),
  };
}

export const removeModel = (models: ProductModel[], modelId: string) =>
  models.filter((m) => m.id !== modelId);

export const removeVariant = (models: ProductModel[], modelId: string, variantId: string) =>
  mapModel(models, modelId, (m) => ({
    ...m,
    variants: m.variants.filter((v) => v.id !== variantId),
  }));

export const removeRange = (
  models: ProductModel[],
  modelId: string,
  variantId: string,
  rangeId: string,
) =>
  mapModel(models, modelId, (m) =>
    mapVariant(m, variantId, (v) => ({ ...v, ranges: v.ranges.filter((r) => r.id !== rangeId) })),
  );
