import { FolderPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import {
  addEntry,
  addRefs,
  moveByKey,
  moveNode,
  placeOf,
  removeNode,
  renameEntry,
  setEntryType,
  type NewPmRef,
} from '../../../s1000d/publication/pm-edit.ts';
import { pmRefStatuses, type FlatLine } from '../../../s1000d/publication/pm-flatten.ts';
import { findPmNode, type EditablePm, type PmNode } from '../../../s1000d/publication/pm-nodes.ts';
import { FlatPreview } from './flat-preview.tsx';
import { FrontMatterPanel } from './front-matter-panel.tsx';
import { ModuleLibrary } from './module-library.tsx';
import { NodeDetails } from './node-details.tsx';
import { flattenPmInWorker } from './pm-editor-jobs.ts';
import { PmTreeView } from './pm-tree-view.tsx';
import { SavePanel } from './save-panel.tsx';
import { usePmDraft } from './use-pm-draft.ts';
import { IconButton } from '../../../ui/icon-button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Panel } from '../../../ui/panel.tsx';

/** The stored issue being edited: its bytes (the save upissues them) and its tree. */
export type PmSource = { bytes: Uint8Array; pm: EditablePm };

type Props = {
  project: S1000dProject;
  rows: readonly ObjectListing[];
  source: PmSource;
  canWrite: boolean;
  onSaved: (source: PmSource) => void;
};

export function PmEditor({ project, rows, source, canWrite, onSaved }: Props) {
  const draft = usePmDraft(source.pm.entries);
  const [selected, setSelected] = useState<string | null>(null);
  const [preview, setPreview] = useState<FlatLine[] | null>(null);
  const modules = useMemo(() => rows.filter((r) => r.t === 'dm'), [rows]);
  // Index rows only, no object read: cheap enough to mark unresolved references on every edit.
  const statuses = useMemo(() => pmRefStatuses(draft.entries, rows), [draft.entries, rows]);
  const node = selected ? findPmNode(draft.entries, selected) : undefined;
  const readOnly = !canWrite;

  const refsOf = (keys: readonly string[]): NewPmRef[] =>
    keys.flatMap((k) => {
      const row = rows.find((r) => r.k === k);
      return row ? [{ kind: 'dmRef' as const, ref: row.k, title: row.n }] : [];
    });
  const targetEntry = node?.kind === 'entry' ? node : undefined;
  const onDrop = (target: PmNode, data: { node?: string; modules?: string[] }) =>
    draft.edit((tree) => {
      const into = target.kind === 'entry';
      const place = into ? undefined : placeOf(tree, target.id);
      const parent = into ? target.id : (place?.parentId ?? null);
      const index = into ? target.children.length : (place?.index ?? 0);
      if (data.node) return moveNode(tree, data.node, parent, index);
      if (parent === null) return tree;
      return addRefs(tree, parent, refsOf(data.modules ?? []), index);
    });

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_26rem]">
      <div className="flex flex-col gap-3">
        <Panel
          id="pm-tree"
          title="Entries"
          compact
          className="flex flex-col gap-2"
          actions={
            canWrite && (
              <IconButton
                icon={FolderPlus}
                className="btn-secondary"
                onClick={() =>
                  draft.edit((tree) => {
                    const made = addEntry(tree, null, 'New entry');
                    setSelected(made.id);
                    return made.entries;
                  })
                }
              >
                Add entry
              </IconButton>
            )
          }
        >
          <p className="text-xs text-slate-600">
            Arrow keys choose an item; Alt with an arrow moves it. Drag items, or data modules from
            the library, onto an entry to put them in it, or onto an item to put them before it.
          </p>
          <PmTreeView
            entries={draft.entries}
            selected={selected}
            statuses={statuses}
            readOnly={readOnly}
            onSelect={setSelected}
            onKeyMove={(id, move) => draft.edit((tree) => moveByKey(tree, id, move))}
            onDrop={onDrop}
          />
          <ErrorMessage plain text={draft.problem} />
        </Panel>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void flattenPmInWorker(draft.entries, [...rows]).then(setPreview)}
          >
            Preview the flattened publication
          </button>
        </div>
        {preview && <FlatPreview lines={preview} />}
      </div>
      <div className="flex flex-col gap-3">
        {node && (
          <NodeDetails
            key={node.id}
            projectId={project.id}
            node={node}
            status={statuses.get(node.id)}
            readOnly={readOnly}
            onRename={(title) => draft.edit((tree) => renameEntry(tree, node.id, title))}
            onType={(type) => draft.edit((tree) => setEntryType(tree, node.id, type || undefined))}
            onAddEntry={() =>
              draft.edit((tree) => {
                const made = addEntry(tree, node.id, 'New entry');
                setSelected(made.id);
                return made.entries;
              })
            }
            onMove={(move) => draft.edit((tree) => moveByKey(tree, node.id, move))}
            onRemove={() => {
              draft.edit((tree) => removeNode(tree, node.id));
              setSelected(null);
            }}
          />
        )}
        {canWrite && (
          <SavePanel
            projectId={project.id}
            source={source}
            entries={draft.entries}
            changed={draft.changed}
            onSaved={onSaved}
          />
        )}
        {canWrite && (
          <ModuleLibrary
            modules={modules}
            targetTitle={targetEntry ? targetEntry.title || '(untitled entry)' : null}
            onAdd={(keys) =>
              targetEntry && draft.edit((tree) => addRefs(tree, targetEntry.id, refsOf(keys)))
            }
          />
        )}
        <FrontMatterPanel
          project={project}
          pm={{ ...source.pm, entries: draft.entries }}
          rows={rows}
          canWrite={canWrite}
        />
      </div>
    </div>
  );
}
