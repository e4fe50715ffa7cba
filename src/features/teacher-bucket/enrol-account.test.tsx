// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../session/session-context.ts';
import type { Backend } from '../../data/backend.ts';
import { EnrolAccount } from './enrol-account.tsx';
import { testProfile } from '../../testing/render-with-session.tsx';

afterEach(cleanup);

const user = (uid: string, assignedRoles: string[], active = true) =>
  testProfile({
    uid,
    email: `${uid}@example.com`,
    name: uid,
    displayName: `Name ${uid}`,
    assignedRoles,
    active,
  });

describe('EnrolAccount', () => {
  it('offers active student accounts that are not yet members, and enrols the chosen one', async () => {
    const enrolAccount = vi.fn(async () => {});
    const backend = {
      users: {
        listNewestFirst: vi.fn(async () => [
          user('ana', []),
          user('member', []),
          user('staff', ['operator-role']),
          user('gone', [], false),
        ]),
      },
      bucketMembers: { enrolAccount },
    };
    render(
      <SessionContext value={{ backend: backend as unknown as Backend } as Session}>
        <EnrolAccount
          bucketId="b1"
          members={[{ learnerId: 'member', name: 'M', kind: 'account', joinedAt: null }]}
          disabled={false}
        />
      </SessionContext>,
    );
    const select = screen.getByLabelText('Enrol a student account');
    expect(await screen.findByRole('option', { name: /Name ana/ })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a student',
      'Name ana (ana@example.com)',
    ]);
    expect(screen.getByRole('button', { name: 'Enrol' })).toBeDisabled();
    await userEvent.selectOptions(select, 'ana');
    await userEvent.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(enrolAccount).toHaveBeenCalledWith('b1', { uid: 'ana', name: 'Name ana' });
  });
});
