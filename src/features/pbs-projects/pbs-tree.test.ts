import { describe, expect, it } from 'vitest';
import { EMPTY_ITEM_FIELDS, ITEM_TEXT, type PbsItem, type PbsItemFields } from './pbs-item.ts';
import {
  addChild,
  addItem,
  addSibling,
  childrenByParent,
  deleteSubtree,
  indentItem,
  moveItem,
  outdentItem,
  updateItem,
} from './pbs-tree.ts';

const fields = (identifier: string, extra: Partial<PbsItemFields> = {}): PbsItemFields => ({
  ...EMPTY_ITEM_FIELDS,
  identifier,
  name: `Item ${identifier}`,
  ...extra,
});

function build(...steps: [id: string, parent: string | null][]): PbsItem[] {
  let items: PbsItem[] = [];
  for (const [id, parent] of steps) {
    const result = addItem(items, id, fields(id), parent);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    items = result.items;
  }
  return items;
}

/** The tree as text: "a(b c(d)) e". */
function shape(items: readonly PbsItem[], parentId: string | null = null): string {
  const children = childrenByParent(items).get(parentId) ?? [];
  return children
    .map((c) => {
      const inner = shape(items, c.id);
      return inner ? `${c.id}(${inner})` : c.id;
    })
    .join(' ');
}

const orders = (items: readonly PbsItem[]) =>
  [...childrenByParent(items).values()].every((list) => list.every((item, i) => item.order === i));

describe('adding', () => {
  it('adds top-level items, children and siblings in place', () => {
    let items = build(['a', null], ['b', null], ['c', 'a']);
    const child = addChild(items, 'd', fields('d'), 'a');
    expect(child.ok).toBe(true);
    if (child.ok) items = child.items;
    const sibling = addSibling(items, 'e', fields('e'), 'c');
    if (!sibling.ok) throw new Error('refused');
    expect(shape(sibling.items)).toBe('a(c e d) b');
    expect(orders(sibling.items)).toBe(true);
  });

  it('trims text, upper-cases the SNS code and starts without tasks', () => {
    const result = addItem(
      [],
      'x',
      fields(' A1 ', { snsCode: 'da1-10-00', name: ' Wheel ' }),
      null,
    );
    if (!result.ok) throw new Error('refused');
    expect(result.items[0]).toMatchObject({
      identifier: 'A1',
      name: 'Wheel',
      snsCode: 'DA1-10-00',
      tasks: [],
    });
  });

  it('refuses invalid fields with a message per field and changes nothing', () => {
    const items = build(['a', null]);
    const cases: [Partial<PbsItemFields>, keyof PbsItemFields, string][] = [
      [{ identifier: ' ' }, 'identifier', ITEM_TEXT.identifierRequired],
      [{ identifier: 'a' }, 'identifier', ITEM_TEXT.identifierTaken('a')],
      [{ name: '' }, 'name', ITEM_TEXT.nameRequired],
      [{ quantity: 0 }, 'quantity', ITEM_TEXT.quantityInvalid],
      [{ quantity: 1.5 }, 'quantity', ITEM_TEXT.quantityInvalid],
      [{ quantity: Number.NaN }, 'quantity', ITEM_TEXT.quantityInvalid],
      [{ snsCode: 'DA1-1-00' }, 'snsCode', ITEM_TEXT.snsInvalid],
      [{ snsCode: 'D' }, 'snsCode', ITEM_TEXT.snsInvalid],
      [{ snsCode: 'DA1-10-00-00-00' }, 'snsCode', ITEM_TEXT.snsInvalid],
    ];
    for (const [change, field, message] of cases) {
      const result = addItem(items, 'n', { ...fields('n'), ...change }, null);
      expect(result).toEqual({ ok: false, errors: { [field]: message } });
    }
    expect(shape(items)).toBe('a');
  });

  it('accepts SNS codes of every depth and an empty one', () => {
    for (const snsCode of ['', 'D00', 'DA', 'DA1-10', 'DA1-10-00', 'DA1-10-00-01', 'da0-1a']) {
      expect(addItem([], 'n', fields('n', { snsCode }), null).ok).toBe(true);
    }
  });
});

describe('editing', () => {
  it('updates fields, keeping its own identifier valid', () => {
    const items = build(['a', null], ['b', null]);
    const same = updateItem(items, 'a', fields('a', { name: 'Renamed', quantity: 4 }));
    if (!same.ok) throw new Error('refused');
    expect(same.items[0]).toMatchObject({ name: 'Renamed', quantity: 4, parentId: null, order: 0 });
    expect(updateItem(items, 'a', fields('b'))).toEqual({
      ok: false,
      errors: { identifier: ITEM_TEXT.identifierTaken('b') },
    });
  });
});

describe('moving', () => {
  const start = () => build(['a', null], ['b', null], ['c', null], ['d', 'b']);

  it('moves up and down among siblings, and not past the edges', () => {
    expect(shape(moveItem(start(), 'b', -1))).toBe('b(d) a c');
    expect(shape(moveItem(start(), 'b', 1))).toBe('a c b(d)');
    expect(shape(moveItem(start(), 'a', -1))).toBe('a b(d) c');
    expect(shape(moveItem(start(), 'd', 1))).toBe('a b(d) c');
    expect(orders(moveItem(start(), 'b', 1))).toBe(true);
  });

  it('indents under the previous sibling, as its last child', () => {
    expect(shape(indentItem(start(), 'c'))).toBe('a b(d c)');
    expect(shape(indentItem(start(), 'a'))).toBe('a b(d) c');
    expect(orders(indentItem(start(), 'c'))).toBe(true);
  });

  it('outdents to right after its parent, carrying its subtree', () => {
    const items = build(['a', null], ['b', 'a'], ['c', 'b'], ['d', 'a'], ['e', null]);
    expect(shape(outdentItem(items, 'b'))).toBe('a(d) b(c) e');
    expect(shape(outdentItem(items, 'a'))).toBe('a(b(c) d) e');
    expect(orders(outdentItem(items, 'b'))).toBe(true);
  });

  it('ignores unknown ids', () => {
    expect(shape(moveItem(start(), 'zz', 1))).toBe('a b(d) c');
    expect(shape(indentItem(start(), 'zz'))).toBe('a b(d) c');
    expect(shape(outdentItem(start(), 'zz'))).toBe('a b(d) c');
  });
});

describe('deleting', () => {
  it('deletes the whole subtree and renumbers the siblings', () => {
    const items = build(['a', null], ['b', null], ['c', 'b'], ['d', 'c'], ['e', null]);
    const left = deleteSubtree(items, 'b');
    expect(shape(left)).toBe('a e');
    expect(left.map((i) => i.id).sort()).toEqual(['a', 'e']);
    expect(orders(left)).toBe(true);
    expect(shape(deleteSubtree(items, 'd'))).toBe('a b(c) e');
  });
});
