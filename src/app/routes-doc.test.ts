import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { renderRoutesDoc } from './routes-doc.ts';

const docPath = resolve(import.meta.dirname, '../../docs/routes.md');

describe('docs/routes.md', () => {
  it('lists every route of the registry and is up to date', async () => {
    // Formatted as prettier would, so `prettier --check .` and this test agree.
    const doc = await format(renderRoutesDoc(), { parser: 'markdown', filepath: docPath });
    if (process.env.UPDATE_ROUTES_DOC) writeFileSync(docPath, doc);
    expect(readFileSync(docPath, 'utf8')).toBe(doc);
  });

  it('follows a new registry entry: its guard, permission and sidebar item', () => {
    const doc = renderRoutesDoc([
      {
        id: 'example',
        path: '/tools/example',
        title: 'Example',
        requires: { guard: 'role', permission: { area: 'schemas', action: 'edit' } },
        load: () => Promise.resolve({ default: () => null }),
      },
    ]);
    expect(doc).toContain(
      '| `/tools/example` | example | guard 2: signed in with a role, else / | schemas edit | Example |  |',
    );
  });
});
