// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectDocument } from '../../domain/projects.ts';
import { CREATOR_TEXT } from './creator-steps.ts';
import IpsProjectCreatorPage from './ips-project-creator-page.tsx';
import { renderRoutes, testProfile } from '../../testing/render-with-session.tsx';

afterEach(cleanup);

const engineer = testProfile({ uid: 'eng', assignedRoles: ['ips-engineer-role'] });
const doc = (id: string, name: string, fields: Record<string, unknown>): ProjectDocument => ({
  id,
  name,
  ownerId: 'eng',
  createdAt: null,
  updatedAt: null,
  fields,
});

function renderCreator(drafts: ProjectDocument[] = []) {
  const repo = (list: ProjectDocument[]) => ({
    listOwned: vi.fn(async () => list),
    create: vi.fn(async () => 'new-id'),
    update: vi.fn(async () => {}),
    remove: vi.fn(async () => {}),
    existsByName: vi.fn(async () => false),
  });
  const backend = {
    ipsProjects: repo([]),
    ipsProjectDrafts: repo(drafts),
    pbsProjects: repo([doc('pbs-1', 'Pump breakdown', {})]),
  };
  renderRoutes(
    {
      '/tools/ips-project-creator': <IpsProjectCreatorPage />,
      '/tools/ips-projects/:projectId': <p>Opened project</p>,
    },
    '/tools/ips-project-creator',
    { profile: engineer, backend },
  );
  return backend;
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('IpsProjectCreatorPage', { timeout: 30_000 }, () => {
  it('walks the steps, autosaves a draft, creates the project and removes the draft', async () => {
    const backend = renderCreator();
    await screen.findByRole('button', { name: 'Next' });
    await next();
    expect(await screen.findByRole('alert')).toHaveTextContent(CREATOR_TEXT.nameRequired);
    await userEvent.type(screen.getByLabelText('Programme name'), 'Hydraulics IPS');
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Product' }), 'Pump');
    await userEvent.selectOptions(screen.getByLabelText('Linked PBS project'), 'pbs-1');
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer' }), 'Navy');
    await next();
    await userEvent.click(screen.getByRole('checkbox', { name: /S3000L/ }));
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    await userEvent.type(screen.getByLabelText('Name 1'), 'Ada');
    await userEvent.type(screen.getByLabelText('Role 1'), 'LSA lead');
    await next();
    await next();
    expect(screen.getByRole('heading', { name: 'Review' })).toBeVisible();
    await waitFor(() => expect(backend.ipsProjectDrafts.create).toHaveBeenCalled(), {
      timeout: 3000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create IPS project' }));
    expect(await screen.findByText('Opened project')).toBeVisible();
    expect(backend.ipsProjects.create).toHaveBeenCalledWith(
      'eng',
      'Hydraulics IPS',
      expect.objectContaining({
        product: 'Pump',
        linkedPbsProjectId: 'pbs-1',
        customer: 'Navy',
        specifications: ['SX000i', 'S3000L'],
        team: [{ name: 'Ada', role: 'LSA lead' }],
      }),
    );
    expect(backend.ipsProjectDrafts.remove).toHaveBeenCalledWith('new-id');
  }, 30_000);

  it('offers to resume or discard unfinished work', async () => {
    const draft = doc('d1', 'Half done', { step: 2, data: { product: 'Valve' } });
    const backend = renderCreator([draft]);
    await userEvent.click(await screen.findByRole('button', { name: 'Discard Half done' }));
    expect(backend.ipsProjectDrafts.remove).toHaveBeenCalledWith('d1');
    await userEvent.click(screen.getByRole('button', { name: 'Resume Half done' }));
    expect(screen.getByRole('heading', { name: 'Customer' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Product' })).toHaveValue('Valve');
  }, 20_000);
});
