import {
  ArrowDown,
  ArrowUp,
  ChevronsDownUp,
  ChevronsUpDown,
  CornerDownRight,
  ExternalLink,
  IndentDecrease,
  IndentIncrease,
  ListPlus,
  Pencil,
  Plus,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { IconLink } from '../../ui/icon-link.tsx';
import type { TreeAction } from './tree-keys.ts';
import { IconButton } from '../../ui/icon-button.tsx';

type Props = {
  activeId: string | null;
  itemHref: string | null;
  canEdit: boolean;
  onAction: (action: TreeAction) => void;
  onAddTop: () => void;
  onExpandAll: (open: boolean) => void;
};

type Tool = { label: string; icon: LucideIcon; action: (id: string) => TreeAction; keys: string };

const TOOLS: Tool[] = [
  {
    label: 'Add child',
    icon: CornerDownRight,
    action: (id) => ({ type: 'add-child', id }),
    keys: 'Insert',
  },
  { label: 'Edit item', icon: Pencil, action: (id) => ({ type: 'edit', id }), keys: 'Enter' },
  {
    label: 'Move up',
    icon: ArrowUp,
    action: (id) => ({ type: 'move', id, step: -1 }),
    keys: 'Alt+ArrowUp',
  },
  {
    label: 'Move down',
    icon: ArrowDown,
    action: (id) => ({ type: 'move', id, step: 1 }),
    keys: 'Alt+ArrowDown',
  },
  {
    label: 'Indent',
    icon: IndentIncrease,
    action: (id) => ({ type: 'indent', id }),
    keys: 'Alt+ArrowRight',
  },
  {
    label: 'Outdent',
    icon: IndentDecrease,
    action: (id) => ({ type: 'outdent', id }),
    keys: 'Alt+ArrowLeft',
  },
  { label: 'Delete item', icon: Trash2, action: (id) => ({ type: 'delete', id }), keys: 'Delete' },
];

/** Every tree command as a button; the shortcut of each is announced with it. */
export function TreeToolbar({
  activeId,
  itemHref,
  canEdit,
  onAction,
  onAddTop,
  onExpandAll,
}: Props) {
  return (
    <div
      role="toolbar"
      aria-label="Breakdown commands"
      className="flex flex-wrap items-center gap-1"
    >
      <IconButton icon={Plus} className="btn-secondary" disabled={!canEdit} onClick={onAddTop}>
        Add top-level item
      </IconButton>
      <IconButton
        icon={ListPlus}
        className="btn-secondary"
        disabled={!canEdit || !activeId}
        onClick={() => activeId && onAction({ type: 'add-sibling', id: activeId })}
      >
        Add sibling
      </IconButton>
      {TOOLS.map(({ label, icon: Icon, action, keys }) => (
        <button
          key={label}
          type="button"
          className="icon-button disabled:opacity-40"
          aria-label={label}
          aria-keyshortcuts={keys}
          title={`${label} (${keys})`}
          disabled={!canEdit || !activeId}
          onClick={() => activeId && onAction(action(activeId))}
        >
          <Icon aria-hidden className="h-4 w-4" />
        </button>
      ))}
      <IconButton
        label="Expand all"
        icon={ChevronsUpDown}
        title="Expand all"
        onClick={() => onExpandAll(true)}
      />
      <IconButton
        label="Collapse all"
        icon={ChevronsDownUp}
        title="Collapse all"
        onClick={() => onExpandAll(false)}
      />
      {itemHref && (
        <IconLink to={itemHref} icon={ExternalLink} className="btn-secondary ml-auto">
          Open item and tasks
        </IconLink>
      )}
    </div>
  );
}
