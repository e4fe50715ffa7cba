import { describe, expect, it } from 'vitest';
import { formatLongDateTime } from './format-date.ts';

describe('formatLongDateTime', () => {
  it('writes the en-US long date with hour and minute', () => {
    expect(formatLongDateTime(new Date(2026, 10, 21, 15, 7))).toBe('November 21, 2026 at 3:07 PM');
  });
  it('says Never for no date', () => {
    expect(formatLongDateTime(null)).toBe('Never');
  });
});
