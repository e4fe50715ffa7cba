import { describe, expect, it } from 'vitest';
import { addTo, newRoot, nodeAt, replaceAt, statementOf, toggleValue } from './statement-tree.ts';

describe('the statement the builder edits', () => {
  it('is one assert until a second term is added, then an AND of them', () => {
    let root = newRoot();
    expect(statementOf(root).kind).toBe('assert');
    root = addTo(root, [], 'assert');
    expect(statementOf(root)).toMatchObject({ kind: 'group', andOr: 'and' });
  });

  it('nests a group of the other operator, edits and removes at a path', () => {
    let root = addTo(newRoot(), [], 'group');
    expect(nodeAt(root, [1])).toMatchObject({ kind: 'group', andOr: 'or' });
    root = replaceAt(root, [1, 0], {
      kind: 'assert',
      ident: 'model',
      type: 'prodattr',
      values: 'SP-400',
    });
    expect(nodeAt(root, [1, 0])).toMatchObject({ ident: 'model' });
    root = replaceAt(root, [1, 1], null);
    expect(nodeAt(root, [1])).toMatchObject({ children: [{ ident: 'model' }] });
  });

  it('toggles values of a set in the enumeration order', () => {
    expect(toggleValue('', '230', ['120', '230'])).toBe('230');
    expect(toggleValue('230', '120', ['120', '230'])).toBe('120|230');
    expect(toggleValue('120|230', '120', ['120', '230'])).toBe('230');
  });
});
