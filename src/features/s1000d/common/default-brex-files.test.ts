import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BREX, type S1000dIssue } from '../../../s1000d/brex/default-brex.ts';
import { DEFAULT_BREX_DIR } from '../../../s1000d/node/test-fixtures.ts';
import { loadDefaultBrexBytes } from './default-brex-files.ts';

describe('the default BREX in the page', () => {
  it.each(Object.keys(DEFAULT_BREX) as S1000dIssue[])(
    'loads Issue %s byte for byte, on demand',
    async (issue) => {
      const { code, issueNumber } = DEFAULT_BREX[issue];
      const file = readdirSync(DEFAULT_BREX_DIR).find((n) =>
        n.startsWith(`${code}_${issueNumber}-`),
      )!;
      const bytes = await loadDefaultBrexBytes(issue);
      expect(Buffer.from(bytes).equals(readFileSync(join(DEFAULT_BREX_DIR, file)))).toBe(true);
    },
  );
});
