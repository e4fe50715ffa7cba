// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../session/session-context.ts';
import type { AccountRequestGuard } from '../../data/account-requests.ts';
import type { Backend } from '../../data/backend.ts';
import RequestAccountPage from './request-account-page.tsx';

afterEach(cleanup);

function renderPage(guard: AccountRequestGuard | null = null) {
  const accountRequests = {
    readGuard: vi.fn(async () => guard),
    submit: vi.fn(async () => 'id'),
  };
  const session = { backend: { accountRequests } as unknown as Backend } as Session;
  render(
    <SessionContext value={session}>
      <MemoryRouter>
        <RequestAccountPage />
      </MemoryRouter>
    </SessionContext>,
  );
  return accountRequests;
}

async function fill(values: { email: string; name: string; company: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Full name'), values.name);
  await user.type(screen.getByLabelText('Company'), values.company);
  await user.click(screen.getByRole('button', { name: 'Request account' }));
}

describe('RequestAccountPage', () => {
  it('ties each validation message to its field', async () => {
    const port = renderPage();
    await fill({ email: 'nope', name: 'R2D2', company: 'X' });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email format.');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      /Invalid name format\.$/,
    );
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription(
      'Invalid company name length.',
    );
    expect(port.submit).not.toHaveBeenCalled();
  });

  it('confirms a saved request', async () => {
    const port = renderPage();
    await fill({ email: 'ada@example.com', name: 'Ada Lovelace', company: 'Analytical' });
    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeVisible();
    expect(port.submit).toHaveBeenCalledTimes(1);
  });

  it('shows the same confirmation for disposable mail, saving nothing', async () => {
    const port = renderPage();
    await fill({ email: 'ada@mailinator.com', name: 'Ada Lovelace', company: 'Analytical' });
    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeVisible();
    expect(port.submit).not.toHaveBeenCalled();
  });

  it('says when a request is already pending', async () => {
    renderPage({ status: 'pending', requestId: 'r', recent: [new Date()], stored: [] });
    await fill({ email: 'ada@example.com', name: 'Ada Lovelace', company: 'Analytical' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account request for this email is already pending approval.',
    );
  });
});
