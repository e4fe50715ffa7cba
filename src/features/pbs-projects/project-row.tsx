import { Copy, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ProjectDocument } from '../../domain/projects.ts';
import { formatLongDateTime } from '../../lib/format-date.ts';
import { IconButton } from '../../ui/icon-button.tsx';

type Props = {
  project: ProjectDocument;
  itemCount: number;
  usedBy: string[];
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

export function ProjectRow({
  project,
  itemCount,
  usedBy,
  canCreate,
  canEdit,
  canDelete,
  ...on
}: Props) {
  const name = project.name || 'Untitled';
  const product = typeof project.fields.product === 'string' ? project.fields.product : '';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      {/* min-w-0 and break-words: a 200-character name wraps inside its row. */}
      <div className="min-w-0 break-words">
        <Link
          to={`/tools/pbs-projects/${project.id}`}
          className="font-medium text-blue-800 underline"
        >
          {name}
        </Link>
        <p className="text-sm text-slate-600">
          {product && `${product} · `}
          {itemCount} {itemCount === 1 ? 'item' : 'items'} · updated{' '}
          {formatLongDateTime(project.updatedAt)}
        </p>
        {usedBy.length > 0 && (
          <p className="text-sm text-slate-600">Used by IPS projects: {usedBy.join(', ')}</p>
        )}
      </div>
      <div className="flex gap-1">
        <IconButton
          label={`Rename ${name}`}
          icon={Pencil}
          disabled={!canEdit}
          onClick={on.onRename}
        />
        <IconButton
          label={`Duplicate ${name}`}
          icon={Copy}
          disabled={!canCreate}
          onClick={on.onDuplicate}
        />
        <IconButton
          label={`Delete ${name}`}
          icon={Trash2}
          disabled={!canDelete}
          onClick={on.onDelete}
        />
      </div>
    </li>
  );
}
