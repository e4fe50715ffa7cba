import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage.ts';
import {
  clearProgress,
  fingerprintItems,
  loadProgress,
  progressKey,
  saveProgress,
} from './migration-progress.ts';

describe('fingerprints', () => {
  it('follow content, not position, and tell identical items apart', () => {
    const a = { id: 1, name: 'A' };
    const b = { id: 2, name: 'B' };
    const [fa, fb] = fingerprintItems('pbsProjects', [a, b]);
    expect(fingerprintItems('pbsProjects', [b, a])).toEqual([fb, fa]);
    const twins = fingerprintItems('pbsProjects', [a, { ...a }]);
    expect(new Set(twins).size).toBe(2);
    expect(fingerprintItems('ipsProjects', [a])[0]).not.toBe(fa);
  });

  it('do not collide across 5,000 distinct items', () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({ id: `p${i}`, name: `Project ${i}` }));
    expect(new Set(fingerprintItems('pbsProjects', items)).size).toBe(5000);
  });
});

describe('progress', () => {
  it('round-trips per owner and clears', () => {
    const storage = createMemoryStorage();
    expect(loadProgress(storage, 'u1')).toEqual({ written: new Set(), pending: [] });
    const pending = [{ fingerprint: 'f2', collection: 'plmData' as const, id: 'doc' }];
    saveProgress(storage, 'u1', { written: new Set(['f1']), pending });
    expect(loadProgress(storage, 'u1')).toEqual({ written: new Set(['f1']), pending });
    expect(loadProgress(storage, 'u2').written.size).toBe(0);
    clearProgress(storage, 'u1');
    expect(storage.getItem(progressKey('u1'))).toBeNull();
  });
});
