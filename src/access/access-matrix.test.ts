import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { renderAccessMatrix } from './access-matrix-doc.ts';
import { ACCESS_MATRIX } from './access-matrix.ts';
import { ACTOR_IDS, MATRIX_ACTORS } from './matrix-actors.ts';

describe('access matrix', () => {
  it('has unique row ids and only known actors', () => {
    const ids = ACCESS_MATRIX.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of ACCESS_MATRIX) {
      for (const actor of row.allowed) expect(ACTOR_IDS).toContain(actor);
    }
    expect(MATRIX_ACTORS.map((a) => a.id)).toEqual([...ACTOR_IDS]);
  });

  const decided = ACCESS_MATRIX.filter((row) => row.decide);
  it.each(decided.map((row) => [row.id, row] as const))(
    'src/access decides %s as the matrix says',
    (_, row) => {
      const allowedBySrc = MATRIX_ACTORS.filter((a) => row.decide!(a)).map((a) => a.id);
      expect(allowedBySrc).toEqual(
        MATRIX_ACTORS.map((a) => a.id).filter((id) => row.allowed.includes(id)),
      );
    },
  );

  it('most rows are also decided by src/access', () => {
    expect(decided.length).toBeGreaterThan(ACCESS_MATRIX.length / 2);
  });

  it('docs/access-matrix.md is generated from it', async () => {
    const path = resolve(import.meta.dirname, '../../docs/access-matrix.md');
    // Formatted as prettier would, so `prettier --check .` and this test agree.
    const expected = await format(renderAccessMatrix(), { parser: 'markdown', filepath: path });
    if (process.env.UPDATE_ACCESS_MATRIX === '1') writeFileSync(path, expected);
    expect(readFileSync(path, 'utf8')).toBe(expected);
    // Prettier takes seconds over a table this wide on a busy machine.
  }, 60_000);
});
