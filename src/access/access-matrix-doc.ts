import { ACCESS_MATRIX, isAllowed } from './access-matrix.ts';
import { MATRIX_ACTORS, MATRIX_EXTRA_ROLES } from './matrix-actors.ts';

/** docs/access-matrix.md, generated from ACCESS_MATRIX (its test keeps the file current). */
export function renderAccessMatrix(): string {
  const actors = MATRIX_ACTORS.map((a) => a.id);
  const lines = [
    '# Access matrix',
    '',
    '<!-- Generated from src/access/access-matrix.ts: UPDATE_ACCESS_MATRIX=1 npx vitest run --project unit src/access/access-matrix.test.ts -->',
    '',
    'Every cell is asserted against the Firestore emulator (tests/rules/access-matrix.test.ts);',
    'rows marked * are also decided by src/access and asserted to agree.',
    '',
    '## Actors',
    '',
    '| Actor | Who |',
    '|---|---|',
    ...MATRIX_ACTORS.map((a) => `| ${a.id} | ${a.description} |`),
    '',
    'Extra roles the actors hold (besides the seeded roles in docs/access.md):',
    '',
    ...MATRIX_EXTRA_ROLES.map(
      (r) =>
        `- ${r.id} (${r.name}${r.isActive ? '' : ', inactive'}): ${
          Object.entries(r.permissions)
            .map(([area, flags]) => `${area} ${Object.keys(flags ?? {}).join('/')}`)
            .join('; ') || 'no flags'
        }`,
    ),
    '',
    '## Matrix (✓ allowed, · denied)',
    '',
    `| Collection | Operation | ${actors.join(' | ')} |`,
    `|---|---|${actors.map(() => ':-:').join('|')}|`,
    ...ACCESS_MATRIX.map(
      (row) =>
        `| ${row.collection} | ${row.operation}${row.decide ? ' *' : ''} | ${actors
          .map((id) => (isAllowed(row, id) ? '✓' : '·'))
          .join(' | ')} |`,
    ),
    '',
    `${ACCESS_MATRIX.length} rows × ${actors.length} actors = ${ACCESS_MATRIX.length * actors.length} cells.`,
    '',
  ];
  return lines.join('\n');
}
