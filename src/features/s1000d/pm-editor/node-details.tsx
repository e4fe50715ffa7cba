import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, FolderPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { objectViewerPath } from '../../../lib/s1000d-viewer-paths.ts';
import type { KeyboardMove } from '../../../s1000d/publication/pm-edit.ts';
import { PM_ENTRY_TYPE_NAMES } from '../../../s1000d/publication/pm-entry-types.ts';
import type { RefStatus } from '../../../s1000d/publication/pm-flatten.ts';
import type { PmNode } from '../../../s1000d/publication/pm-nodes.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';

type Props = {
  projectId: string;
  node: PmNode;
  status: RefStatus | undefined;
  readOnly: boolean;
  onRename: (title: string) => void;
  onType: (type: string) => void;
  onAddEntry: () => void;
  onMove: (move: KeyboardMove) => void;
  onRemove: () => void;
};

const TYPES = Object.keys(PM_ENTRY_TYPE_NAMES);
const MOVES: { move: KeyboardMove; label: string; icon: typeof ArrowUp; keys: string }[] = [
  { move: 'up', label: 'Move up', icon: ArrowUp, keys: 'Alt+ArrowUp' },
  { move: 'down', label: 'Move down', icon: ArrowDown, keys: 'Alt+ArrowDown' },
  { move: 'outdent', label: 'Outdent', icon: ArrowLeft, keys: 'Alt+ArrowLeft' },
  { move: 'indent', label: 'Indent', icon: ArrowRight, keys: 'Alt+ArrowRight' },
];

/** The chosen item: rename and type an entry, move or remove any item, open a reference. */
export function NodeDetails({ projectId, node, status, readOnly, ...on }: Props) {
  const [title, setTitle] = useState(node.kind === 'entry' ? node.title : '');
  return (
    <section
      aria-label="Chosen item"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      {node.kind === 'entry' ? (
        <>
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              on.onRename(title);
            }}
          >
            <TextField
              className="grow"
              label="Entry title"
              value={title}
              maxLength={300}
              disabled={readOnly}
              onChange={(e) => setTitle(e.target.value)}
            />
            <button type="submit" className="btn-secondary" disabled={readOnly}>
              Rename
            </button>
          </form>
          <SelectField
            label="Entry type (pmEntryType)"
            value={node.pmEntryType ?? ''}
            options={TYPES}
            labels={(t) => `${t}: ${PM_ENTRY_TYPE_NAMES[t] ?? ''}`}
            none="No type"
            disabled={readOnly}
            onChange={on.onType}
          />
        </>
      ) : (
        <div className="text-sm">
          <p className="font-mono text-xs break-all text-slate-600">
            {node.kind === 'externalPubRef' ? 'External publication' : node.ref}
          </p>
          <p className="text-slate-900">{node.title}</p>
          {status?.status === 'resolved' && node.kind !== 'externalPubRef' && (
            <Link className="link" to={objectViewerPath(projectId, status.key)}>
              Open in the viewer
            </Link>
          )}
          {status?.status === 'missing' && (
            <p className="text-amber-900">Nothing with this code is in the project.</p>
          )}
          {status?.status === 'otherIssue' && (
            <p className="text-amber-900">
              The project holds another issue: {status.found.join(', ')}.
            </p>
          )}
        </div>
      )}
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          {MOVES.map(({ move, label, icon: Icon, keys }) => (
            <IconButton
              icon={Icon}
              key={move}
              className="btn-secondary"
              aria-keyshortcuts={keys}
              onClick={() => on.onMove(move)}
            >
              {label}
            </IconButton>
          ))}
          {node.kind === 'entry' && (
            <IconButton icon={FolderPlus} className="btn-secondary" onClick={on.onAddEntry}>
              Add sub-entry
            </IconButton>
          )}
          <IconButton icon={Trash2} className="btn-secondary" onClick={on.onRemove}>
            Remove
          </IconButton>
        </div>
      )}
    </section>
  );
}
