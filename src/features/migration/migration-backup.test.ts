import { describe, expect, it } from 'vitest';
import { isMigrationPending } from './local-data.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { backUpAndClearLocalData, readBackup } from './migration-backup.ts';

const NOW = new Date('2026-01-02T03:04:05.000Z');

describe('local backup', () => {
  it('moves the present keys, raw, into one dated key', () => {
    const storage = createMemoryStorage({
      pbsProjects: '[{"id":"1","name":"Bike"}]',
      savedPLMData: '{corrupt',
      ipsProjects: '[]',
      unrelated: 'kept',
    });
    const key = backUpAndClearLocalData(storage, NOW);
    expect(key).toBe('ipsStudio.migrationBackup.2026-01-02T03:04:05.000Z');
    expect(readBackup(storage, key!)).toEqual({
      pbsProjects: '[{"id":"1","name":"Bike"}]',
      savedPLMData: '{corrupt',
      ipsProjects: '[]',
    });
    expect(storage.keys().sort()).toEqual([key, 'unrelated']);
    expect(isMigrationPending(storage)).toBe(false);
  });

  it('removes nothing when the backup cannot be written', () => {
    const storage = createMemoryStorage({ pbsProjects: '[{"name":"Bike"}]' });
    storage.failWrites = true;
    expect(() => backUpAndClearLocalData(storage, NOW)).toThrow();
    expect(storage.getItem('pbsProjects')).toBe('[{"name":"Bike"}]');
  });

  it('writes nothing when there is nothing local', () => {
    const storage = createMemoryStorage();
    expect(backUpAndClearLocalData(storage, NOW)).toBeNull();
    expect(storage.keys()).toEqual([]);
  });
});
