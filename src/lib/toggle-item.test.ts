import { expect, it } from 'vitest';
import { toggleItem } from './toggle-item.ts';

it('adds an item that is not in the list, at its end', () => {
  expect(toggleItem(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
});

it('takes out an item that is in the list, keeping the order of the others', () => {
  const list = ['a', 'b', 'c'];
  expect(toggleItem(list, 'b')).toEqual(['a', 'c']);
  expect(list).toEqual(['a', 'b', 'c']);
});
