import { describe, expect, it } from 'vitest';
import { brexStatusOf } from './brex-status.ts';

const mark = (status: 'passed' | 'failed' | 'brexNotFound', errors = 0) => ({
  status,
  errors,
  sha256: 'abc',
  against: 'chain' as const,
  at: new Date('2025-06-01T10:00:00Z'),
});

describe('an object’s BREX status', () => {
  it('says what the last check of the current issue found', () => {
    expect(brexStatusOf(null, 'abc')).toMatchObject({ key: 'not checked', label: 'Not checked' });
    expect(brexStatusOf(mark('passed'), 'abc')).toEqual({
      key: 'passed',
      label: 'Passed',
      detail: 'Passed its BREX chain on 2025-06-01.',
    });
    expect(brexStatusOf(mark('failed', 1), 'abc')).toMatchObject({
      key: 'failed',
      label: '1 error',
    });
    expect(brexStatusOf(mark('failed', 3), 'abc').label).toBe('3 errors');
    expect(brexStatusOf(mark('brexNotFound'), 'abc')).toMatchObject({
      key: 'not checked in full',
      label: 'BREX not found',
    });
  });

  it('is out of date once the object has another issue', () => {
    expect(brexStatusOf(mark('passed'), 'def')).toMatchObject({
      key: 'out of date',
      label: 'Out of date',
    });
  });
});
