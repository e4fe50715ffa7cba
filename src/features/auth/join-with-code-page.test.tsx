// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../session/session-context.ts';
import { ACCESS_CODE_ERRORS } from '../../data/access-codes.ts';
import type { Backend } from '../../data/backend.ts';
import JoinWithCodePage from './join-with-code-page.tsx';
import { JOIN_TEXT } from './join-with-code.ts';

afterEach(cleanup);

function renderJoin(redeem: () => Promise<string>) {
  const accessCodes = { redeem: vi.fn(redeem) };
  const joinWithSession = vi.fn(async () => {});
  const session = { backend: { accessCodes } as unknown as Backend, joinWithSession };
  render(
    <SessionContext value={session as unknown as Session}>
      <MemoryRouter initialEntries={['/join']}>
        <Routes>
          <Route path="/join" element={<JoinWithCodePage />} />
          <Route path="/dashboard" element={<p>Dashboard here</p>} />
        </Routes>
      </MemoryRouter>
    </SessionContext>,
  );
  return { redeem: accessCodes.redeem, joinWithSession };
}

describe('JoinWithCodePage', () => {
  it('asks for a name and writes nothing when it is empty', async () => {
    const { redeem } = renderJoin(async () => 'session_x');
    await userEvent.type(screen.getByLabelText('Access code'), 'ABCDEFGH');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('alert')).toHaveTextContent(JOIN_TEXT.nameRequired);
    expect(redeem).not.toHaveBeenCalled();
  });

  it('redeems the code, joins with the session and opens the dashboard', async () => {
    const { redeem, joinWithSession } = renderJoin(async () => 'session_abc');
    await userEvent.type(screen.getByLabelText('Your name'), 'Sam');
    await userEvent.type(screen.getByLabelText('Access code'), 'abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Dashboard here')).toBeInTheDocument();
    expect(redeem).toHaveBeenCalledWith('abcdefgh', 'Sam', expect.any(Date));
    expect(joinWithSession).toHaveBeenCalledWith('session_abc');
  });

  it('shows the unknown-code message when the rules refuse', async () => {
    const { joinWithSession } = renderJoin(() =>
      Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' })),
    );
    await userEvent.type(screen.getByLabelText('Your name'), 'Sam');
    await userEvent.type(screen.getByLabelText('Access code'), 'WRONGCODE');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_CODE_ERRORS.unknown);
    expect(joinWithSession).not.toHaveBeenCalled();
  });
});
