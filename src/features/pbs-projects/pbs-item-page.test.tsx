// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PbsItemPage from './pbs-item-page.tsx';
import { readItems } from './read-items.ts';
import SupportTaskPage from './support-task-page.tsx';
import { TASK_TEXT } from './support-task.ts';
import { renderRoutes, testProfile } from '../../testing/render-with-session.tsx';

afterEach(cleanup);

const engineer = testProfile({ uid: 'eng', assignedRoles: ['ips-engineer-role'] });
const task = {
  id: 't1',
  code: 'T-1',
  title: 'Inspect',
  type: 'Inspection',
  duration: 1,
  personnel: 1,
  status: 'Planned',
};
const items = [
  {
    id: 'a',
    identifier: 'A',
    name: 'Wheel',
    partNumber: 'PN-1',
    quantity: 2,
    snsCode: 'DA0',
    tasks: [task],
  },
];

function renderAt(path: string) {
  const update = vi.fn(async (_id: string, _fields: Record<string, unknown>) => {});
  const project = {
    id: 'p1',
    name: 'Bicycle',
    ownerId: 'eng',
    createdAt: null,
    updatedAt: null,
    fields: { items },
  };
  const backend = {
    pbsProjects: { get: vi.fn(async () => project), update },
  };
  const base = '/tools/pbs-projects/:projectId/items/:pbsItemId';
  renderRoutes({ [base]: <PbsItemPage />, [`${base}/tasks/:taskId`]: <SupportTaskPage /> }, path, {
    profile: engineer,
    backend,
  });
  return () => readItems(update.mock.lastCall?.[1].items)[0]!.tasks;
}

describe('PBS item and support task pages', { timeout: 20_000 }, () => {
  it('shows the item and adds a task, refusing a repeated code', async () => {
    const savedTasks = renderAt('/tools/pbs-projects/p1/items/a');
    expect(await screen.findByRole('heading', { name: 'A Wheel' })).toBeVisible();
    expect(screen.getByText('PN-1')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = screen.getByRole('dialog', { name: 'Add support task' });
    await userEvent.type(within(dialog).getByLabelText('Task code'), 'T-1');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Lubricate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(within(dialog).getByText(TASK_TEXT.codeTaken('T-1'))).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Task code'));
    await userEvent.type(within(dialog).getByLabelText('Task code'), 'T-2');
    await userEvent.type(within(dialog).getByLabelText('Spares'), 'Grease, Rag');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await screen.findByRole('link', { name: 'Lubricate' })).toBeVisible();
    expect(savedTasks()[1]).toMatchObject({ code: 'T-2', spares: ['Grease', 'Rag'] });
  });

  it('edits a task on its page', async () => {
    const savedTasks = renderAt('/tools/pbs-projects/p1/items/a/tasks/t1');
    expect(await screen.findByRole('heading', { name: 'T-1 Inspect' })).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Done');
    await userEvent.clear(screen.getByLabelText('Duration (hours)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save task' }));
    expect(screen.getByText(TASK_TEXT.durationInvalid)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Duration (hours)'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save task' }));
    expect(savedTasks()[0]).toMatchObject({ id: 't1', status: 'Done', duration: 1.5 });
  });
});
