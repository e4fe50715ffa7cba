import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Loading } from '../../ui/loading.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { ItemDetails } from './item-details.tsx';
import { ItemFormDialog } from './item-form-dialog.tsx';
import { addTask } from './item-tasks.ts';
import { Modal } from '../../ui/modal.tsx';
import { usePbsPermissions } from './pbs-permissions.ts';
import { updateItem } from './pbs-tree.ts';
import { PbsPageHeader } from './pbs-page-header.tsx';
import { EMPTY_TASK_FIELDS } from './support-task.ts';
import { TaskForm } from './task-form.tsx';
import { TaskTable } from './task-table.tsx';
import { PROJECT_TEXT, usePbsProject } from './use-pbs-project.ts';
import { newItemId } from './use-tree-editor.ts';
import { IconButton } from '../../ui/icon-button.tsx';

export const ITEM_NOT_FOUND = 'This item is not in the breakdown any more.';

export default function PbsItemPage() {
  const { projectId = '', pbsItemId = '' } = useParams();
  const { project, items, commit, saveState } = usePbsProject(projectId);
  const can = usePbsPermissions();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  if (project === null) return <Loading text="Loading content..." />;
  if (project === 'missing') return <p role="alert">{PROJECT_TEXT.notFound}</p>;
  const item = items.find((i) => i.id === pbsItemId);
  const projectHref = `/tools/pbs-projects/${projectId}`;
  const trail: [string, string][] = [
    ['PBS Projects', '/tools/pbs-projects'],
    [project.name || 'Untitled', projectHref],
  ];
  if (!item)
    return (
      <>
        <Breadcrumbs trail={trail} />
        <p role="alert">{ITEM_NOT_FOUND}</p>
      </>
    );
  const parent = items.find((i) => i.id === item.parentId);
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumbs trail={trail} />
      <PbsPageHeader title={`${item.identifier} ${item.name}`} saveState={saveState} can={can} />
      <ItemDetails item={item} parentName={parent ? `${parent.identifier} ${parent.name}` : null} />
      <div>
        <IconButton
          icon={Pencil}
          className="btn-secondary"
          disabled={!can.canEdit}
          onClick={() => setEditing(true)}
        >
          Edit item
        </IconButton>
      </div>
      <section className="flex flex-col gap-3">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold text-slate-900">Support tasks</h2>
          <IconButton
            icon={Plus}
            className="btn-primary"
            disabled={!can.canEdit}
            onClick={() => setAdding(true)}
          >
            Add task
          </IconButton>
        </div>
        <TaskTable tasks={item.tasks} base={`${projectHref}/items/${item.id}`} />
      </section>
      {editing && (
        <ItemFormDialog
          title={`Edit ${item.identifier}`}
          submitLabel="Save item"
          initial={item}
          onClose={() => setEditing(false)}
          onSubmit={(fields) => {
            const result = updateItem(items, item.id, fields);
            return result.ok ? commit(result.items) : result.errors;
          }}
        />
      )}
      <Modal title="Add support task" open={adding} onClose={() => setAdding(false)}>
        <TaskForm
          initial={EMPTY_TASK_FIELDS}
          submitLabel="Add task"
          onCancel={() => setAdding(false)}
          onSubmit={(fields) => {
            const result = addTask(items, item.id, newItemId(), fields);
            if (!result.ok) return result.errors;
            const problem = commit(result.items);
            if (problem === null) setAdding(false);
            return problem;
          }}
        />
      </Modal>
    </div>
  );
}
