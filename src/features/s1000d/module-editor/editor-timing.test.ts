import { describe, expect, it } from 'vitest';
import { extraCheckDelay } from './editor-timing.ts';

describe('extraCheckDelay', () => {
  it('adds nothing after a quick check, so a 200 KB module is checked as soon as typing stops', () => {
    expect(extraCheckDelay(0)).toBe(0);
    expect(extraCheckDelay(190)).toBe(0);
  });

  it('waits longer after a slow check, up to 900 ms more', () => {
    expect(extraCheckDelay(600)).toBe(200);
    expect(extraCheckDelay(2000)).toBe(900);
    expect(extraCheckDelay(60_000)).toBe(900);
  });
});
