import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ItemFormDialog } from './item-form-dialog.tsx';
import { EMPTY_ITEM_FIELDS, type PbsItem, type PbsItemFields } from './pbs-item.ts';
import { addItem, childrenByParent, subtreeIds, updateItem } from './pbs-tree.ts';
import { newItemId, type TreeDialog } from './use-tree-editor.ts';

type Props = {
  dialog: TreeDialog;
  items: PbsItem[];
  commit: (next: PbsItem[]) => string | null;
  onClose: () => void;
  onAdded: (id: string, parentId: string | null) => void;
  onDelete: (id: string) => void;
};

/** The add, edit and delete dialogs of the breakdown tree. */
export function TreeDialogs({ dialog, items, commit, onClose, onAdded, onDelete }: Props) {
  if (!dialog) return null;
  if (dialog.kind === 'delete') {
    const item = items.find((i) => i.id === dialog.id);
    const below = subtreeIds(items, dialog.id).size - 1;
    return (
      <ConfirmDialog
        open
        title="Delete item"
        message={`Delete ${item?.identifier ?? ''} ${item?.name ?? ''}${
          below > 0 ? ` and the ${below} ${below === 1 ? 'item' : 'items'} below it` : ''
        }? Its support tasks go too.`}
        confirmLabel="Delete"
        onConfirm={() => onDelete(dialog.id)}
        onClose={onClose}
      />
    );
  }
  if (dialog.kind === 'edit') {
    const editing = items.find((i) => i.id === dialog.id);
    if (!editing) return null;
    const update = (fields: PbsItemFields) => {
      const result = updateItem(items, dialog.id, fields);
      return result.ok ? commit(result.items) : result.errors;
    };
    return (
      <ItemFormDialog
        title={`Edit ${editing.identifier}`}
        submitLabel="Save item"
        initial={editing}
        onClose={onClose}
        onSubmit={update}
      />
    );
  }
  const { parentId, afterId } = dialog;
  const save = (fields: PbsItemFields) => {
    const id = newItemId();
    const siblings = childrenByParent(items).get(parentId) ?? [];
    const after = siblings.findIndex((i) => i.id === afterId);
    const result = addItem(items, id, fields, parentId, after >= 0 ? after + 1 : undefined);
    if (!result.ok) return result.errors;
    const problem = commit(result.items);
    if (problem === null) onAdded(id, parentId);
    return problem;
  };
  return (
    <ItemFormDialog
      title={parentId ? 'Add child item' : 'Add item'}
      submitLabel="Add item"
      initial={EMPTY_ITEM_FIELDS}
      onClose={onClose}
      onSubmit={save}
    />
  );
}
