// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROLES } from '../../access/default-roles.ts';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import type { Backend } from '../../data/backend.ts';
import type { UserProfile } from '../../data/users.ts';
import IpsProjectPage from './ips-project-page.tsx';
import IpsProjectsPage from './ips-projects-page.tsx';

afterEach(cleanup);

const engineer = {
  uid: 'eng',
  assignedRoles: ['ips-engineer-role'],
  isSystemAdmin: false,
  active: true,
} as unknown as UserProfile;
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

function renderAt(path: string) {
  const ipsProjects = {
    get: vi.fn(async () => stored),
    listOwned: vi.fn(async () => [stored]),
    remove: vi.fn(async () => {}),
  };
  const pbsProjects = {
    get: vi.fn(async () => ({ ...stored, id: 'pbs-1', name: 'Pump breakdown' })),
  };
  const session = {
    backend: { ipsProjects, pbsProjects } as unknown as Backend,
    ownProfile: engineer,
    profile: engineer,
    viewingAs: null,
    roles: DEFAULT_ROLES,
  };
  render(
    <SessionContext value={session as unknown as Session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/tools/ips-projects" element={<IpsProjectsPage />} />
          <Route path="/tools/ips-projects/:projectId" element={<IpsProjectPage />} />
        </Routes>
      </MemoryRouter>
    </SessionContext>,
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
