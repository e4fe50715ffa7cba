// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductConfiguration } from '../../domain/product-configurations.ts';
import type { ProjectDocument } from '../../domain/projects.ts';
import { renderWithSession, testProfile } from '../../testing/render-with-session.tsx';
import ProjectExportPage from './project-export-page.tsx';

afterEach(cleanup);

const profile = (role: string) => testProfile({ uid: 'u1', assignedRoles: [role] });
const doc = (id: string, name: string): ProjectDocument => ({
  id,
  name,
  ownerId: 'u1',
  createdAt: null,
  updatedAt: null,
  fields: {},
});
const bundleFile = (collection: string, name: string) =>
  new File(
    [
      JSON.stringify({
        format: 'ips-studio-projects',
        version: 1,
        exportedAt: '2026-01-01T00:00:00.000Z',
        projects: [{ collection, name, createdAt: null, updatedAt: null, fields: { a: [1] } }],
      }),
    ],
    'projects.json',
    { type: 'application/json' },
  );

function renderPage(role: string, viewingAs: string | null = null) {
  const store = (list: ProjectDocument[]) => ({
    listOwned: vi.fn(async () => list),
    namesInUse: vi.fn(
      async (_owner: string, names: readonly string[]) =>
        new Set(names.filter((n) => list.some((p) => p.name === n))),
    ),
  });
  const backend = {
    pbsProjects: store([doc('p1', 'Bicycle')]),
    ipsProjects: store([doc('i1', 'Support')]),
    ipsProjectDrafts: store([]),
    plmData: store([]),
    productConfigurations: { listOwned: vi.fn(async (): Promise<ProductConfiguration[]> => []) },
    projectImport: {
      newId: vi.fn(() => 'new-id'),
      importAll: vi.fn(async () => {}),
      undoInterrupted: vi.fn(async () => 0),
    },
  };
  renderWithSession(<ProjectExportPage />, {
    profile: profile(role),
    viewingAs: viewingAs ? testProfile({ uid: viewingAs }) : null,
    backend,
  });
  return backend;
}

describe('ProjectExportPage', () => {
  it('lists PBS and IPS projects and enables the download once one is picked', async () => {
    renderPage('ips-engineer-role');
    const download = await screen.findByRole('button', { name: /Download 0 projects/ });
    expect(download).toBeDisabled();
    await userEvent.click(screen.getByLabelText(/Support/));
    expect(screen.getByRole('button', { name: /Download 1 project$/ })).toBeEnabled();
    await userEvent.click(screen.getByLabelText('Select all'));
    expect(screen.getByRole('button', { name: /Download 2 projects/ })).toBeEnabled();
  });

  it('imports a valid file for the user, renaming a taken name', async () => {
    const backend = renderPage('ips-engineer-role');
    await userEvent.upload(
      await screen.findByLabelText('Import projects'),
      bundleFile('pbsProjects', 'Bicycle'),
    );
    expect(backend.projectImport.undoInterrupted).toHaveBeenCalledWith(
      'u1',
      expect.any(Date),
      600_000,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported 1 PBS project. Renamed because the name was taken: "Bicycle (imported)".',
    );
    expect(backend.projectImport.importAll).toHaveBeenCalledWith(
      'u1',
      [
        {
          collection: 'pbsProjects',
          id: 'new-id',
          name: 'Bicycle (imported)',
          fields: { legacyFields: { a: [1] } },
          createdAt: null,
          updatedAt: null,
        },
      ],
      undefined,
    );
  });

  it('refuses a file holding projects the role cannot create, writing nothing', async () => {
    const backend = renderPage('data-analyst-role');
    await userEvent.upload(
      await screen.findByLabelText('Import projects'),
      bundleFile('pbsProjects', 'X'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role cannot create and delete PBS projects',
    );
    expect(backend.projectImport.importAll).not.toHaveBeenCalled();
  });

  it('refuses a zip without the bundle, writing nothing', async () => {
    const backend = renderPage('ips-engineer-role');
    const zip = zipSync({ 'other.json': strToU8('{}') });
    await userEvent.upload(
      await screen.findByLabelText('Import projects'),
      new File([zip], 'projects.zip', { type: 'application/zip' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The zip file holds no ips-studio-projects.json and was not imported.',
    );
    expect(backend.projectImport.importAll).not.toHaveBeenCalled();
  });

  it('disables importing while viewing as another user', async () => {
    const backend = renderPage('ips-engineer-role', 'someone');
    expect(await screen.findByRole('note')).toHaveTextContent('importing is disabled');
    expect(screen.getByLabelText('Import projects')).toBeDisabled();
    // Undoing a stopped import would write to the viewed user's data.
    expect(backend.projectImport.undoInterrupted).not.toHaveBeenCalled();
  });
});
