import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { Loading } from '../../ui/loading.tsx';
import { usePbsPermissions } from './pbs-permissions.ts';
import { PbsTreeView } from './pbs-tree-view.tsx';
import { PbsPageHeader } from './pbs-page-header.tsx';
import { TreeDialogs } from './tree-dialogs.tsx';
import { TreeToolbar } from './tree-toolbar.tsx';
import { PROJECT_TEXT, usePbsProject } from './use-pbs-project.ts';
import { useTreeEditor } from './use-tree-editor.ts';
import { visibleRows } from './visible-rows.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';

export default function PbsProjectPage() {
  const { projectId = '' } = useParams();
  const { project, items, commit, saveState } = usePbsProject(projectId);
  const can = usePbsPermissions();
  const tree = useTreeEditor(items, commit, can.canEdit);
  const rows = useMemo(() => visibleRows(items, tree.expanded), [items, tree.expanded]);

  if (project === null) return <Loading text="Loading content..." />;
  if (project === 'missing') return <p role="alert">{PROJECT_TEXT.notFound}</p>;
  const text = (key: string) =>
    typeof project.fields[key] === 'string' ? (project.fields[key] as string) : '';
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs trail={[['PBS Projects', '/tools/pbs-projects']]} />
      <PbsPageHeader
        title={project.name || 'Untitled'}
        subtitle={[text('product'), text('description')].filter(Boolean).join(' · ')}
        saveState={saveState}
        can={can}
      />
      <TreeToolbar
        activeId={tree.activeId}
        itemHref={tree.activeId && `/tools/pbs-projects/${projectId}/items/${tree.activeId}`}
        canEdit={can.canEdit}
        onAction={tree.onAction}
        onAddTop={() => tree.setDialog({ kind: 'add', parentId: null, afterId: null })}
        onExpandAll={tree.expandAll}
      />
      <ErrorMessage text={tree.problem} />
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-600">
          This breakdown has no items yet. Add the product as the first top-level item.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {items.length} items. Arrow keys move through the tree; Enter edits, Insert adds a
            child, Delete deletes, Alt+arrows move and indent.
          </p>
          <PbsTreeView
            label="Product breakdown"
            rows={rows}
            activeId={tree.activeId}
            onAction={tree.onAction}
          />
        </>
      )}
      <TreeDialogs
        dialog={tree.dialog}
        items={items}
        commit={commit}
        onClose={() => tree.setDialog(null)}
        onAdded={(id, parentId) => tree.reveal(id, parentId ? [parentId] : [])}
        onDelete={tree.deleteItem}
      />
    </div>
  );
}
