import type { ProductModel } from '../domain/product-configurations.ts';

const text = (data: Record<string, unknown>, key: string) =>
  typeof data[key] === 'string' ? data[key] : '';
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : [];
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Stored models read leniently: anything not of the expected shape reads as empty. */
export function readModels(value: unknown): ProductModel[] {
  return list(value).map((m) => ({
    id: text(m, 'id'),
    modelIdentCode: text(m, 'modelIdentCode'),
    name: text(m, 'name'),
    variants: list(m.variants).map((v) => ({
      id: text(v, 'id'),
      code: text(v, 'code'),
      name: text(v, 'name'),
      ranges: list(v.ranges).map((r) => ({
        id: text(r, 'id'),
        from: text(r, 'from'),
        to: text(r, 'to'),
        modifications: texts(r.modifications),
      })),
    })),
  }));
}
