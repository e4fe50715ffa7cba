import type { PbsItem } from './pbs-item.ts';
import {
  validateTaskFields,
  type SupportTask,
  type SupportTaskFields,
  type FieldErrorsOfTask,
} from './support-task.ts';

export type TaskResult = { ok: true; items: PbsItem[] } | { ok: false; errors: FieldErrorsOfTask };

const clean = (fields: SupportTaskFields): SupportTaskFields => ({
  ...fields,
  code: fields.code.trim(),
  title: fields.title.trim(),
  interval: fields.interval.trim(),
});

function withTasks(
  items: readonly PbsItem[],
  itemId: string,
  change: (tasks: SupportTask[]) => SupportTask[],
) {
  return items.map((i) => (i.id === itemId ? { ...i, tasks: change(i.tasks) } : i));
}

/** Checks `fields` against the item's other tasks; valid ones are cleaned and `change`d in. */
function checkedTaskEdit(
  items: readonly PbsItem[],
  itemId: string,
  selfId: string | null,
  fields: SupportTaskFields,
  change: (tasks: SupportTask[], task: SupportTaskFields) => SupportTask[],
): TaskResult {
  const item = items.find((i) => i.id === itemId);
  const errors = validateTaskFields(fields, item?.tasks ?? [], selfId);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, items: withTasks(items, itemId, (tasks) => change(tasks, clean(fields))) };
}

/** Adds a task to the item; invalid fields change nothing. */
export function addTask(
  items: readonly PbsItem[],
  itemId: string,
  id: string,
  fields: SupportTaskFields,
): TaskResult {
  return checkedTaskEdit(items, itemId, null, fields, (tasks, task) => [...tasks, { ...task, id }]);
}

export function updateTask(
  items: readonly PbsItem[],
  itemId: string,
  taskId: string,
  fields: SupportTaskFields,
): TaskResult {
  return checkedTaskEdit(items, itemId, taskId, fields, (tasks, task) =>
    tasks.map((t) => (t.id === taskId ? { ...t, ...task } : t)),
  );
}

export function removeTask(items: readonly PbsItem[], itemId: string, taskId: string): PbsItem[] {
  return withTasks(items, itemId, (tasks) => tasks.filter((t) => t.id !== taskId));
}
