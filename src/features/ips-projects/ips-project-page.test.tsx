// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testProfile } from '../../testing/render-with-session.tsx';
import IpsProjectPage from './ips-project-page.tsx';
import IpsProjectsPage from './ips-projects-page.tsx';

afterEach(cleanup);

const engineer = testProfile({ uid: 'eng', assignedRoles: ['ips-engineer-role'] });
const stored = {
  id: 'i1',
  name: 'Hydraulics IPS',
  ownerId: 'eng',
  createdAt: null,
  updatedAt: null,
  fields: {
    product: 'Pump',
    customer: 'Navy',
    linkedPbsProjectId: 'pbs-1',
    specifications: ['S3000L'],
    team: [{ name: 'Ada', role: 'LSA lead' }],
    milestones: [{ title: 'PDR', due: '2027-03-01', status: 'Planned' }],
    figures: [],
  },
};

function renderAt(path: string, viewingAs: string | null = null) {
  const ipsProjects = {
    get: vi.fn(async () => stored),
    listOwned: vi.fn(async () => [stored]),
    remove: vi.fn(async () => {}),
    update: vi.fn(async () => {}),
    existsByName: vi.fn(async (_owner: string, name: string) => name === 'Taken'),
  };
  const pbsBreakdown = { ...stored, id: 'pbs-1', name: 'Pump breakdown' };
  const pbsProjects = {
    get: vi.fn(async () => pbsBreakdown),
    listOwned: vi.fn(async () => [pbsBreakdown, { ...stored, id: 'pbs-2', name: 'Valve' }]),
  };
  renderRoutes(
    {
      '/tools/ips-projects': <IpsProjectsPage />,
      '/tools/ips-projects/:projectId': <IpsProjectPage />,
    },
    path,
    {
      profile: engineer,
      viewingAs: viewingAs ? testProfile({ uid: viewingAs }) : null,
      backend: { ipsProjects, pbsProjects },
    },
  );
  return ipsProjects;
}

describe('IPS project pages', { timeout: 20_000 }, () => {
  it('shows overview, specifications, team, milestones, the linked PBS project and other data', async () => {
    renderAt('/tools/ips-projects/i1');
    expect(await screen.findByRole('heading', { name: 'Hydraulics IPS', level: 1 })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Pump breakdown' })).toHaveAttribute(
      'href',
      '/tools/pbs-projects/pbs-1',
    );
    expect(screen.getByText('Logistics support analysis')).toBeVisible();
    expect(screen.getByText('Ada — LSA lead')).toBeVisible();
    expect(screen.getByText('2027-03-01 PDR (Planned)')).toBeVisible();
    expect(screen.getByText(/Kept from an earlier version of this tool: figures/)).toBeVisible();
  });

  it('edits one section at a time with the creator’s checks, saving only its fields', async () => {
    const repo = renderAt('/tools/ips-projects/i1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit team' }));
    const team = screen.getByRole('form', { name: 'Edit Team' });
    await userEvent.click(within(team).getByRole('button', { name: 'Add team member' }));
    await userEvent.type(within(team).getByLabelText('Name 2'), 'Grace');
    await userEvent.click(within(team).getByRole('button', { name: 'Save team' }));
    expect(within(team).getByRole('alert')).toHaveTextContent(
      'Every team member needs a name and a role.',
    );
    expect(repo.update).not.toHaveBeenCalled();
    await userEvent.type(within(team).getByLabelText('Role 2'), 'Logistics');
    await userEvent.click(within(team).getByRole('button', { name: 'Save team' }));
    expect(repo.update).toHaveBeenCalledWith('i1', {
      team: [
        { name: 'Ada', role: 'LSA lead' },
        { name: 'Grace', role: 'Logistics' },
      ],
    });
    expect(await screen.findByText('Grace — Logistics')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Edit overview' }));
    const overview = screen.getByRole('form', { name: 'Edit Overview' });
    await userEvent.clear(within(overview).getByLabelText('Programme name'));
    await userEvent.type(within(overview).getByLabelText('Programme name'), 'Taken');
    await userEvent.click(within(overview).getByRole('button', { name: 'Save overview' }));
    expect(within(overview).getByRole('alert')).toHaveTextContent(
      'You already have an IPS project called "Taken".',
    );
    await userEvent.click(within(overview).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hydraulics IPS');

    await userEvent.click(screen.getByRole('button', { name: 'Edit linked pbs project' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Linked PBS project' }),
      'Valve',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save linked pbs project' }));
    expect(repo.update).toHaveBeenLastCalledWith('i1', { linkedPbsProjectId: 'pbs-2' });
  });

  it('is read-only while viewing as another user', async () => {
    renderAt('/tools/ips-projects/i1', 'someone');
    expect(await screen.findByRole('note')).toHaveTextContent('changes are disabled');
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('lists projects and deletes one only after confirming', async () => {
    const repo = renderAt('/tools/ips-projects');
    const list = await screen.findByRole('list', { name: 'IPS projects' });
    expect(within(list).getByRole('link', { name: 'Hydraulics IPS' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Hydraulics IPS' }));
    expect(repo.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(repo.remove).toHaveBeenCalledWith('i1');
  });
});
