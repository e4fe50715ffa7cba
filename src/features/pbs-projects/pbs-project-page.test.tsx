// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../domain/users.ts';
import PbsProjectPage from './pbs-project-page.tsx';
import { readItems, toStoredItems } from './read-items.ts';
import { sampleBreakdown } from './sample-breakdown.ts';
import { renderWithSession, testProfile } from '../../testing/render-with-session.tsx';

afterEach(cleanup);

const engineer = testProfile({
  uid: 'eng',
  displayName: 'Eng',
  assignedRoles: ['ips-engineer-role'],
});

function renderPage(items: unknown[] = [], viewingAs: UserProfile | null = null) {
  const update = vi.fn(async (_id: string, _fields: Record<string, unknown>) => {});
  const project = { id: 'p1', name: 'Bicycle', ownerId: 'eng', createdAt: null, updatedAt: null };
  const backend = {
    pbsProjects: {
      get: vi.fn(async () => ({ ...project, fields: { product: 'B-1', items } })),
      update,
    },
  };
  renderWithSession(<PbsProjectPage />, {
    route: ['/tools/pbs-projects/:projectId', '/tools/pbs-projects/p1'],
    profile: engineer,
    viewingAs,
    backend,
  });
  const saved = () => readItems(update.mock.lastCall?.[1].items);
  return { update, saved };
}

async function addItem(button: string, identifier: string, name: string, sns = '') {
  await userEvent.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Identifier'), identifier);
  await userEvent.type(within(dialog).getByLabelText('Name'), name);
  if (sns) await userEvent.type(within(dialog).getByLabelText('SNS code'), sns);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
}

describe('PbsProjectPage', { timeout: 20_000 }, () => {
  it('builds a tree with the toolbar and saves it flat', async () => {
    const { saved } = renderPage();
    await screen.findByRole('heading', { name: 'Bicycle' });
    await addItem('Add top-level item', 'D00', 'Bicycle', 'D00');
    await addItem('Add child', 'DA0', 'Wheels');
    await addItem('Add sibling', 'DA1', 'Frame');
    const tree = screen.getByRole('tree', { name: 'Product breakdown' });
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['D00 Bicycle', 'DA0 Wheels', 'DA1 Frame']);
    expect(within(tree).getByRole('treeitem', { name: 'DA1 Frame' })).toHaveAttribute(
      'aria-level',
      '2',
    );
    expect(saved().map((i) => [i.identifier, i.order])).toEqual([
      ['D00', 0],
      ['DA0', 0],
      ['DA1', 1],
    ]);
  }, 20_000);

  it('shows a field message and adds nothing when the input is invalid', async () => {
    const { update } = renderPage();
    await screen.findByRole('heading', { name: 'Bicycle' });
    await addItem('Add top-level item', 'X', 'Thing', 'bad code');
    expect(await screen.findByText(/SNS code must look like DA1-10-00/)).toBeVisible();
    expect(screen.getByLabelText('SNS code')).toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();
  });

  it('is driven by the keyboard: arrows move and expand, Alt+Up moves, Delete asks first', async () => {
    const items = [
      { id: 'a', identifier: 'A', name: 'Alpha' },
      { id: 'b', identifier: 'B', name: 'Beta', parentId: 'a' },
      { id: 'c', identifier: 'C', name: 'Gamma', order: 1 },
    ];
    const { saved } = renderPage(items);
    const tree = await screen.findByRole('tree');
    act(() => tree.focus());
    expect(tree).toHaveAttribute('aria-activedescendant', 'pbs-item-a');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(tree).getByRole('treeitem', { name: 'A Alpha' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(tree).toHaveAttribute('aria-activedescendant', 'pbs-item-b');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(tree).toHaveAttribute('aria-activedescendant', 'pbs-item-a');
    act(() => tree.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(tree).toHaveAttribute('aria-activedescendant', 'pbs-item-c');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(saved().find((i) => i.id === 'c')!.order).toBe(0);
    await userEvent.keyboard('{Delete}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(saved().map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('renders a window of rows when 5,000 items are expanded', async () => {
    renderPage(toStoredItems(sampleBreakdown(5000)));
    await screen.findByRole('tree');
    const started = performance.now();
    await act(async () => screen.getByRole('button', { name: 'Expand all' }).click());
    const ms = performance.now() - started;
    console.info(`Expand all over 5,000 items rendered in ${ms.toFixed(0)} ms (jsdom)`);
    expect(screen.getAllByRole('treeitem').length).toBeLessThan(40);
    expect(
      screen.getByRole('treeitem', { name: 'PBS-00000 Component 0 assembly' }),
    ).toHaveAttribute('aria-setsize', '10');
  });

  it('disables changes while viewing as another user', async () => {
    renderPage([{ id: 'a', identifier: 'A', name: 'Alpha' }], { ...engineer, uid: 'other' });
    expect(await screen.findByRole('note')).toHaveTextContent('changes are disabled');
    expect(screen.getByRole('button', { name: 'Add top-level item' })).toBeDisabled();
  });
});
