import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('lets a file import a folder of its own named shared, but not the one beside the clone', () => {
    const root = mkdtempSync(join(tmpdir(), 'standalone-'));
    try {
      mkdirSync(join(root, 'src/tool/shared'), { recursive: true });
      writeFileSync(join(root, 'src/tool/shared/actor.ts'), '');
      const lines = [
        `import { actor } from '${up}/${shared}/actor.ts';`,
        `import { missing } from '${up}/${shared}/no-such-file.ts';`,
        `const spec = await import('${up}/${up}/${up}/${shared}/spec/product-spec.md');`,
      ].join('\n');
      expect(findSharedReadsIn('src/tool/page/page.ts', lines, root).map((f) => f.line)).toEqual([
        2, 3,
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('passes on this repository', () => {
    expect(findSharedReads()).toEqual([]);
  });
});
