import { describe, expect, it } from 'vitest';
import { buildFatalResult, buildResult } from './migration-result.ts';

describe('migration result', () => {
  it('reports success without errors', () => {
    expect(buildResult(12, [], false)).toEqual({
      success: true,
      message: 'Successfully migrated 12 items to Firestore!',
      migratedCount: 12,
      errors: [],
    });
  });

  it('counts skipped duplicates in the message but stays successful', () => {
    const result = buildResult(3, ['Skipped duplicate PBS project: Bike'], false);
    expect(result.success).toBe(true);
    expect(result.message).toBe('Migrated 3 items with 1 errors. Check console for details.');
  });

  it('is unsuccessful on an item failure', () => {
    const errors = ['Failed to parse IPS drafts', 'Failed to migrate PBS project Bike'];
    expect(buildResult(0, errors, true)).toMatchObject({
      success: false,
      message: 'Migrated 0 items with 2 errors. Check console for details.',
    });
  });

  it('reports a fatal failure with its error', () => {
    expect(buildFatalResult(4, ['x'], new Error('offline'))).toEqual({
      success: false,
      message: 'Migration failed: offline',
      migratedCount: 4,
      errors: ['x', 'Migration failed'],
    });
  });
});
