import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftToOffer, dropDraft, keepDraft, readDraft, type ModuleDraft } from './module-draft.ts';

/** localStorage as a browser has it, and one that refuses writes (storage full). */
function memoryStorage(refuse = false): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => {
      if (refuse) throw new DOMException('full', 'QuotaExceededError');
      items.set(k, v);
    },
  };
}

const draft: ModuleDraft = {
  text: '<dmodule>mine</dmodule>',
  basedOn: '000-01',
  keptAt: '2026-11-24T07:00:00Z',
};

describe('the local draft of the data module editor', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is kept per project and object, read back after a reload, and dropped after a save', () => {
    expect(keepDraft('p1', 'DMC-A', draft)).toBe(true);
    expect(readDraft('p1', 'DMC-A')).toEqual(draft);
    expect(readDraft('p2', 'DMC-A')).toBeNull();
    expect(readDraft('p1', 'DMC-B')).toBeNull();
    dropDraft('p1', 'DMC-A');
    expect(readDraft('p1', 'DMC-A')).toBeNull();
  });

  it('is offered back only when it differs from the stored text', () => {
    keepDraft('p1', 'DMC-A', draft);
    const kept = readDraft('p1', 'DMC-A');
    expect(draftToOffer(kept, '<dmodule>stored</dmodule>')).toEqual(draft);
    expect(draftToOffer(kept, draft.text)).toBeNull();
    expect(draftToOffer(null, 'x')).toBeNull();
  });

  it('says when the browser refuses it, and ignores what is not a draft', () => {
    vi.stubGlobal('localStorage', memoryStorage(true));
    expect(keepDraft('p1', 'DMC-A', draft)).toBe(false);
    vi.stubGlobal('localStorage', memoryStorage());
    localStorage.setItem('ips-studio:module-draft:p1:DMC-A', '{"text": 3}');
    expect(readDraft('p1', 'DMC-A')).toBeNull();
    localStorage.setItem('ips-studio:module-draft:p1:DMC-A', 'not json');
    expect(readDraft('p1', 'DMC-A')).toBeNull();
  });
});
