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

  it('lets a feature import its own folder named shared, but not the one beside the clone', () => {
    const brdp = 'src/features/s1000d/brdp/brdp-import.tsx';
    const lines = [
      `import { useS1000dActor } from '${up}/${shared}/use-s1000d-actor.ts';`,
      `import { missing } from '${up}/${shared}/no-such-file.ts';`,
      `const spec = await import('${up}/${up}/${up}/${up}/${up}/${shared}/spec/product-spec.md');`,
    ].join('\n');
    expect(findSharedReadsIn(brdp, lines).map((f) => f.line)).toEqual([2, 3]);
  });

  it('passes on this repository', () => {
    expect(findSharedReads()).toEqual([]);
  });
});
