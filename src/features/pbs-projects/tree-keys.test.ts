import { describe, expect, it } from 'vitest';
import { testItem } from './test-item.ts';
import { treeKeyAction } from './tree-keys.ts';
import { visibleRows } from './visible-rows.ts';

const items = [testItem('a', null, 0), testItem('b', 'a', 0), testItem('c', null, 1)];
const open = visibleRows(items, new Set(['a']));
const closed = visibleRows(items, new Set());

describe('treeKeyAction', () => {
  it('moves focus with the arrows, Home and End, stopping at the ends', () => {
    expect(treeKeyAction('ArrowDown', false, open, 'a')).toEqual({ type: 'focus', id: 'b' });
    expect(treeKeyAction('ArrowDown', false, open, 'c')).toEqual({ type: 'focus', id: 'c' });
    expect(treeKeyAction('ArrowUp', false, open, 'a')).toEqual({ type: 'focus', id: 'a' });
    expect(treeKeyAction('End', false, open, 'a')).toEqual({ type: 'focus', id: 'c' });
    expect(treeKeyAction('Home', false, open, 'c')).toEqual({ type: 'focus', id: 'a' });
  });

  it('expands, enters, collapses and climbs with Right and Left', () => {
    expect(treeKeyAction('ArrowRight', false, closed, 'a')).toEqual({ type: 'expand', id: 'a' });
    expect(treeKeyAction('ArrowRight', false, open, 'a')).toEqual({ type: 'focus', id: 'b' });
    expect(treeKeyAction('ArrowRight', false, open, 'b')).toBeNull();
    expect(treeKeyAction('ArrowLeft', false, open, 'a')).toEqual({ type: 'collapse', id: 'a' });
    expect(treeKeyAction('ArrowLeft', false, open, 'b')).toEqual({ type: 'focus', id: 'a' });
    expect(treeKeyAction('ArrowLeft', false, open, 'c')).toBeNull();
  });

  it('maps the editing keys to the active item', () => {
    expect(treeKeyAction('Enter', false, open, 'b')).toEqual({ type: 'edit', id: 'b' });
    expect(treeKeyAction('Delete', false, open, 'b')).toEqual({ type: 'delete', id: 'b' });
    expect(treeKeyAction('Insert', false, open, 'b')).toEqual({ type: 'add-child', id: 'b' });
    expect(treeKeyAction('ArrowUp', true, open, 'c')).toEqual({ type: 'move', id: 'c', step: -1 });
    expect(treeKeyAction('ArrowRight', true, open, 'c')).toEqual({ type: 'indent', id: 'c' });
    expect(treeKeyAction('ArrowLeft', true, open, 'b')).toEqual({ type: 'outdent', id: 'b' });
  });

  it('falls back to the first row and ignores other keys and empty trees', () => {
    expect(treeKeyAction('ArrowDown', false, open, null)).toEqual({ type: 'focus', id: 'b' });
    expect(treeKeyAction('x', false, open, 'a')).toBeNull();
    expect(treeKeyAction('ArrowDown', false, [], null)).toBeNull();
  });
});
