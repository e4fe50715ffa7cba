// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectDocument } from '../../domain/projects.ts';
import { renderWithSession, testProfile } from '../../testing/render-with-session.tsx';
import PbsProjectsPage from './pbs-projects-page.tsx';
import { LIST_TEXT } from './use-pbs-projects.ts';

afterEach(cleanup);

const engineer = testProfile({ uid: 'eng', assignedRoles: ['ips-engineer-role'] });
const project = (id: string, name: string, product: string): ProjectDocument => ({
  id,
  name,
  ownerId: 'eng',
  createdAt: null,
  updatedAt: new Date('2026-01-02T10:00:00Z'),
  fields: { product, items: [{ id: 'a', name: 'A' }], extra: 1 },
});

function renderList() {
  const pbsProjects = {
    listOwned: vi.fn(async () => [
      project('p1', 'Bicycle', 'Bike'),
      project('p2', 'Pump', 'Hydraulics'),
    ]),
    update: vi.fn(async () => {}),
    create: vi.fn(async () => 'p3'),
  };
  const productConfigurations = { removeWithProject: vi.fn(async () => {}) };
  const ipsProjects = {
    listOwned: vi.fn(async () => [
      { ...project('i1', 'Hydraulics IPS', ''), fields: { linkedPbsProjectId: 'p2' } },
    ]),
  };
  renderWithSession(<PbsProjectsPage />, {
    profile: engineer,
    backend: { pbsProjects, ipsProjects, productConfigurations },
  });
  return { ...pbsProjects, remove: productConfigurations.removeWithProject };
}

describe('PbsProjectsPage', { timeout: 20_000 }, () => {
  it('lists the projects and searches by name or product', async () => {
    renderList();
    const list = await screen.findByRole('list', { name: 'PBS projects' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Bicycle', 'Pump']);
    expect(await within(list).findByText('Used by IPS projects: Hydraulics IPS')).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox'), 'hydra');
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Pump']);
  });

  it('renames, refusing a name already used', async () => {
    const repo = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Bicycle' }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByLabelText('Project name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Pump');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(within(dialog).getByText(LIST_TEXT.nameTaken('Pump'))).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'Road bike');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(repo.update).toHaveBeenCalledWith('p1', { name: 'Road bike' });
  });

  it('duplicates with every stored field, and deletes only after confirming', async () => {
    const repo = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Bicycle' }));
    expect(repo.create).toHaveBeenCalledWith(
      'eng',
      'Bicycle (copy)',
      project('p1', 'Bicycle', 'Bike').fields,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Pump' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete PBS project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(repo.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Pump' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(repo.remove).toHaveBeenCalledWith('p2');
  });
});
