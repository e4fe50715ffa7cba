import { describe, expect, it } from 'vitest';
import { missingSetCell, schemaCellOf } from './schema-status.ts';

describe('the library cell of a schema validation', () => {
  it('says valid, counts errors with their lines, and names the set to upload', () => {
    expect(schemaCellOf({ object: 'a', status: 'valid', message: 'Valid.', errors: [] })).toEqual({
      key: 'valid',
      label: 'Valid',
      detail: 'Valid.',
    });
    const invalid = schemaCellOf({
      object: 'b',
      status: 'invalid',
      message: '2 schema error(s) against descript.xsd.',
      errors: [
        { line: 12, message: 'one' },
        { line: 40, message: 'two' },
      ],
    });
    expect(invalid).toMatchObject({ key: 'invalid', label: '2 errors' });
    expect(invalid.detail).toContain('line 40: two');
    expect(
      schemaCellOf({ object: 'c', status: 'missingSet', message: '', errors: [], issue: '4.1' }),
    ).toEqual(missingSetCell('4.1'));
    expect(missingSetCell('4.1').detail).toBe(
      'No schema set for Issue 4.1: upload the S1000D 4.1 schema set.',
    );
    expect(
      schemaCellOf({ object: 'd', status: 'schemaError', message: 'x', errors: [] }),
    ).toMatchObject({ key: 'problem', label: 'Schema broken' });
  });
});
