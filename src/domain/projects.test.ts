import { describe, expect, it } from 'vitest';
import { foldUnknownFields, unfoldLegacyFields } from './projects.ts';

describe('legacy fields of project documents', () => {
  it('keeps known fields, folds the others, and unfolds them back unchanged', () => {
    const due = { __timestamp: '2024-02-29T12:00:00.000Z' };
    const bundled = { product: 'B-1', items: [], due, colour: 'red' };
    const stored = foldUnknownFields('pbsProjects', bundled);
    expect(stored).toEqual({ product: 'B-1', items: [], legacyFields: { due, colour: 'red' } });
    expect(unfoldLegacyFields(stored)).toEqual(bundled);
  });

  it('adds to legacy fields stored before, and leaves a document without them as it is', () => {
    const stored = foldUnknownFields('ipsProjects', {
      legacyFields: { a: 1 },
      b: 2,
      customer: 'X',
    });
    expect(stored).toEqual({ customer: 'X', legacyFields: { a: 1, b: 2 } });
    expect(unfoldLegacyFields({ product: 'P' })).toEqual({ product: 'P' });
  });
});
