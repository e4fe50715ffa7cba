import { describe, expect, it } from 'vitest';
import { documentSize, MAX_DOCUMENT_BYTES, SAVE_LIMIT_BYTES, storedSize } from './document-size.ts';
import { packFields } from '../../domain/packed-fields.ts';
import { toStoredItems } from './read-items.ts';
import { sampleBreakdown } from './sample-breakdown.ts';

describe('storedSize', () => {
  it('follows Firestore storage sizes', () => {
    expect(storedSize('abc')).toBe(4);
    expect(storedSize('é')).toBe(3);
    expect(storedSize(42)).toBe(8);
    expect(storedSize(true)).toBe(1);
    expect(storedSize(null)).toBe(1);
    expect(storedSize(['a', 1])).toBe(2 + 8);
    expect(storedSize({ ab: 'cd', n: 1 })).toBe(3 + 3 + 2 + 8);
    expect(storedSize({ skip: undefined })).toBe(0);
  });
});

describe('a 5,000-item breakdown', () => {
  it('fits in one document as stored, its items as one JSON text (decisions 501, 1200)', () => {
    const items = toStoredItems(sampleBreakdown(5000));
    const bytes = documentSize(
      'pbsProjects',
      'x'.repeat(20),
      packFields('pbsProjects', { items, description: '', product: '' }),
    );
    console.info(`5,000-item PBS document: ${bytes} bytes`);
    expect(bytes).toBeLessThan(SAVE_LIMIT_BYTES);
    expect(bytes).toBeGreaterThan(MAX_DOCUMENT_BYTES / 2);
  });
});
