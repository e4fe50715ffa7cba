// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';
import { testProfile, testSession } from '../testing/render-with-session.tsx';
import { SessionContext } from './session-context.ts';
import { useWriteRights } from './use-write-rights.ts';

afterEach(cleanup);

const engineer = testProfile({ uid: 'eng', assignedRoles: ['ips-engineer-role'] });

function rightsOf(options: Parameters<typeof testSession>[0]) {
  const session = testSession(options);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext value={session}>{children}</SessionContext>
  );
  return renderHook(() => useWriteRights('pbs-projects'), { wrapper }).result.current;
}

it('gives a role that may write the area its create, edit and delete', () => {
  expect(rightsOf({ profile: engineer })).toEqual({
    readOnly: false,
    canCreate: true,
    canEdit: true,
    canDelete: true,
  });
});

it('gives a role without the area nothing to write', () => {
  expect(rightsOf({ profile: testProfile() })).toMatchObject({
    readOnly: false,
    canCreate: false,
    canEdit: false,
    canDelete: false,
  });
});

it('writes nothing while viewing as another user, whatever their role allows', () => {
  const admin = testProfile({ uid: 'admin', isSystemAdmin: true });
  expect(rightsOf({ profile: admin, viewingAs: engineer })).toEqual({
    readOnly: true,
    canCreate: false,
    canEdit: false,
    canDelete: false,
  });
});
