import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Loading } from '../../ui/loading.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { removeTask, updateTask } from './item-tasks.ts';
import { usePbsPermissions } from './pbs-permissions.ts';
import { PbsPageHeader } from './pbs-page-header.tsx';
import { TaskForm } from './task-form.tsx';
import { PROJECT_TEXT, usePbsProject } from './use-pbs-project.ts';
import { IconButton } from '../../ui/icon-button.tsx';

export const TASK_NOT_FOUND = 'This support task does not exist any more.';

export default function SupportTaskPage() {
  const { projectId = '', pbsItemId = '', taskId = '' } = useParams();
  const { project, items, commit, saveState } = usePbsProject(projectId);
  const can = usePbsPermissions();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  if (project === null) return <Loading text="Loading content..." />;
  if (project === 'missing') return <p role="alert">{PROJECT_TEXT.notFound}</p>;
  const item = items.find((i) => i.id === pbsItemId);
  const task = item?.tasks.find((t) => t.id === taskId);
  const projectHref = `/tools/pbs-projects/${projectId}`;
  const itemHref = `${projectHref}/items/${pbsItemId}`;
  const trail: [string, string][] = [
    ['PBS Projects', '/tools/pbs-projects'],
    [project.name || 'Untitled', projectHref],
    ...(item ? [[`${item.identifier} ${item.name}`, itemHref] as [string, string]] : []),
  ];
  if (!item || !task)
    return (
      <>
        <Breadcrumbs trail={trail} />
        <p role="alert">{TASK_NOT_FOUND}</p>
      </>
    );
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <Breadcrumbs trail={trail} />
      <PbsPageHeader title={`${task.code} ${task.title}`} saveState={saveState} can={can} />
      <div className="rounded-lg border border-slate-200 bg-white p-6">
        <TaskForm
          key={task.id}
          initial={task}
          submitLabel="Save task"
          disabled={!can.canEdit}
          onSubmit={(fields) => {
            const result = updateTask(items, item.id, task.id, fields);
            return result.ok ? commit(result.items) : result.errors;
          }}
        />
      </div>
      <div>
        <IconButton
          icon={Trash2}
          className="btn-secondary"
          disabled={!can.canEdit}
          onClick={() => setDeleting(true)}
        >
          Delete task
        </IconButton>
      </div>
      <ConfirmDialog
        open={deleting}
        title="Delete support task"
        message={`Delete ${task.code} ${task.title}? This cannot be undone.`}
        confirmLabel="Delete task"
        onClose={() => setDeleting(false)}
        onConfirm={() => {
          if (commit(removeTask(items, item.id, task.id)) === null) void navigate(itemHref);
        }}
      />
    </div>
  );
}
