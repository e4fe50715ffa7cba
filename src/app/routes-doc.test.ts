import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { ALL_PAGES } from './pages.ts';
import { renderRoutesDoc } from './routes-doc.ts';

const docPath = resolve(import.meta.dirname, '../../docs/routes.md');

describe('docs/routes.md', () => {
  it('lists every route of the registry and is up to date', async () => {
    // Formatted as prettier would, so `prettier --check .` and this test agree.
    const doc = await format(renderRoutesDoc(), { parser: 'markdown', filepath: docPath });
    if (process.env.UPDATE_ROUTES_DOC) writeFileSync(docPath, doc);
    expect(readFileSync(docPath, 'utf8')).toBe(doc);
  });

  it('has the 14 S1000D wizards and no duplicate paths', () => {
    expect(ALL_PAGES.filter((p) => p.path.startsWith('/tools/wizards/s1000d/'))).toHaveLength(14);
    expect(new Set(ALL_PAGES.map((p) => p.path)).size).toBe(ALL_PAGES.length);
  });
});
