import { describe, expect, it } from 'vitest';
import { findSharedReads, findSharedReadsIn } from '../../scripts/check-standalone.ts';

// Written in parts so that this file does not read as a use of the shared folder itself.
const up = '..';
const shared = 'shared';

describe('the standalone check', () => {
  it('finds the ways code names the shared folder', () => {
    const text = [
      `const a = resolve(ROOT, '${up}/${shared}/fixtures');`,
      `const b = '/work/${shared}/spec/product-spec.md';`,
      `const c = join(ROOT, '${up}', '${shared}', 'fixtures');`,
      `const d = '${up}/${up}/${shared}';`,
      `const fine = '${up}/sharedshell/x';`,
      `const alsoFine = 'shared/fixtures';`,
    ].join('\n');
    expect(findSharedReadsIn('x.ts', text).map((f) => f.line)).toEqual([1, 2, 3, 4]);
  });

  it('passes on this repository', () => {
    expect(findSharedReads()).toEqual([]);
  });
});
