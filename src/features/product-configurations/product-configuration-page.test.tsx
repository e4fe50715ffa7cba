// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, testProfile } from '../../testing/render-with-session.tsx';
import ProductConfigurationPage from './product-configuration-page.tsx';

afterEach(cleanup);

const engineer = testProfile({ uid: 'eng', assignedRoles: ['ips-engineer-role'] });
const dates = { createdAt: null, updatedAt: null };
const bike = { id: 'm1', modelIdentCode: 'BIKE', name: '', variants: [] };

function renderPage(
  viewingAs: string | null = null,
  save = vi.fn(async () => {}),
  models = [bike],
) {
  const backend = {
    pbsProjects: {
      get: vi.fn(async () => ({ id: 'p1', name: 'Bicycle', ownerId: 'eng', fields: {}, ...dates })),
    },
    productConfigurations: {
      getForProject: vi.fn(async () => ({
        projectId: 'p1',
        ownerId: 'eng',
        models,
        ...dates,
      })),
      save,
    },
  };
  renderWithSession(<ProductConfigurationPage />, {
    route: ['/tools/product-configurations/:projectId', '/tools/product-configurations/p1'],
    profile: engineer,
    viewingAs: viewingAs ? testProfile({ uid: viewingAs }) : null,
    backend,
  });
  return save;
}

describe('ProductConfigurationPage', () => {
  it('refuses a taken model code without saving, and saves a new one', async () => {
    const save = renderPage();
    const form = await screen.findByRole('form', { name: 'Add a model' });
    await userEvent.type(within(form).getByLabelText('Model identification code'), 'bike');
    await userEvent.click(within(form).getByRole('button', { name: 'Add model' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'This project already has a model BIKE.',
    );
    expect(save).not.toHaveBeenCalled();
    await userEvent.clear(within(form).getByLabelText('Model identification code'));
    await userEvent.type(within(form).getByLabelText('Model identification code'), 'ebike');
    await userEvent.click(within(form).getByRole('button', { name: 'Add model' }));
    expect(save).toHaveBeenCalledWith(
      'eng',
      'p1',
      [bike, expect.objectContaining({ modelIdentCode: 'EBIKE' })],
      true,
    );
    expect(await screen.findByRole('region', { name: 'Model EBIKE' })).toBeVisible();
  });

  it('keeps the page as it was when the save fails', async () => {
    renderPage(
      null,
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    const form = await screen.findByRole('form', { name: 'Add a model' });
    await userEvent.type(within(form).getByLabelText('Model identification code'), 'ebike');
    await userEvent.click(within(form).getByRole('button', { name: 'Add model' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('could not be saved');
    expect(screen.queryByRole('region', { name: 'Model EBIKE' })).toBeNull();
  });

  it('refuses a set too long as the text it is stored as, saving nothing (decision 1400)', async () => {
    const save = vi.fn(async () => {});
    renderPage(null, save, [{ ...bike, name: 'x'.repeat(500_000) }]);
    const form = await screen.findByRole('form', { name: 'Add a model' });
    await userEvent.type(within(form).getByLabelText('Model identification code'), 'ebike');
    await userEvent.click(within(form).getByRole('button', { name: 'Add model' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'characters as stored; at most 500,000 fit, so nothing was changed',
    );
    expect(save).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Model EBIKE' })).toBeNull();
  });

  it('deletes a model only after confirming', async () => {
    const save = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete model BIKE' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(save).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete model BIKE' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete model' }),
    );
    expect(save).toHaveBeenCalledWith('eng', 'p1', [], true);
  });

  it('is read-only while viewing as another user', async () => {
    renderPage('someone');
    expect(await screen.findByRole('note')).toHaveTextContent('changes are disabled');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
