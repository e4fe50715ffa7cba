import { describe, expect, it } from 'vitest';
import { packFields, unpackFields } from './packed-fields.ts';

describe('packed fields (decision 1200)', () => {
  const items = [
    { id: 'a', parentId: null, tasks: [{ code: 'T-1' }] },
    { id: 'b', children: [] },
  ];

  it("stores a PBS project's items as one JSON text and reads them back as they were", () => {
    const stored = packFields('pbsProjects', { items, product: 'Bike' });
    expect(stored).toEqual({ items: JSON.stringify(items), product: 'Bike' });
    expect(unpackFields('pbsProjects', stored)).toEqual({ items, product: 'Bike' });
  });

  it('reads a list stored before packing as it is, and packs nothing elsewhere', () => {
    expect(unpackFields('pbsProjects', { items })).toEqual({ items });
    expect(packFields('ipsProjects', { items })).toEqual({ items });
    expect(unpackFields('ipsProjects', { items: '[]' })).toEqual({ items: '[]' });
  });

  it('keeps text that is not JSON as text rather than lose it', () => {
    expect(unpackFields('pbsProjects', { items: 'not json' })).toEqual({ items: 'not json' });
  });
});
