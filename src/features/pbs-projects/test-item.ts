import { EMPTY_ITEM_FIELDS, type PbsItem } from './pbs-item.ts';

/** A bare tree item for the tree's tests: its id is also its identifier and name. */
export const testItem = (id: string, parentId: string | null, order: number): PbsItem => ({
  ...EMPTY_ITEM_FIELDS,
  id,
  parentId,
  order,
  identifier: id,
  name: id,
  tasks: [],
});
