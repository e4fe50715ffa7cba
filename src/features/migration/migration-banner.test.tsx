// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../session/session-context.ts';
import type { Backend } from '../../data/backend.ts';
import { MigrationBanner } from './migration-banner.tsx';
import { testProfile } from '../../testing/render-with-session.tsx';

const PROFILE = testProfile({ uid: 'u1' });

/** A backend whose batch commits wait for `release` and whose record may fail. */
function fakeBackend(recordError?: Error) {
  let release = () => {};
  const gate = new Promise<void>((done) => (release = done));
  const written: unknown[] = [];
  const projects = {
    ownedNames: async () => new Set<string>(),
    existsOwnedWithId: async () => false,
  };
  const backend = {
    pbsProjects: projects,
    ipsProjects: projects,
    ipsProjectDrafts: projects,
    plmData: projects,
    migrations: {
      serverTime: () => 'server time',
      record: async () => {
        if (recordError) throw recordError;
        return 'record';
      },
      newBatch() {
        const docs: unknown[] = [];
        return {
          add: (_: string, data: unknown) => String(docs.push(data)),
          size: 0,
          commit: async () => {
            await gate;
            written.push(...docs);
          },
        };
      },
    },
  } as unknown as Backend;
  return { backend, written, release: () => release() };
}

function renderBanner(backend: Backend, session: Partial<Session> = {}) {
  const value = {
    status: 'signed-in',
    backend,
    ownProfile: PROFILE,
    profile: PROFILE,
    viewingAs: null,
    roles: [],
    isSessionUser: false,
    ...session,
  } as unknown as Session;
  render(
    <SessionContext value={value}>
      <MigrationBanner />
    </SessionContext>,
  );
}

const click = (button: HTMLElement) => fireEvent.click(button);
/** Lets the migration's promises run; only setTimeout is faked, setImmediate is real. */
const settle = () => act(() => new Promise<void>((done) => setImmediate(done)));
const title = () => screen.queryByRole('heading', { name: 'Database Migration Required' });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('pbsProjects', JSON.stringify([{ id: 'p', name: 'Bike' }]));
  // Only setTimeout is faked: the hide timer waits for the test.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('MigrationBanner', () => {
  it('migrates, says so, and hides 3000 ms after success', async () => {
    const fake = fakeBackend();
    renderBanner(fake.backend);
    click(screen.getByRole('button', { name: 'Migrate Now' }));
    expect(screen.getByRole('button', { name: 'Migrating...' })).toBeDisabled();
    fake.release();
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Successfully migrated 1 items to Firestore!',
    );
    expect(fake.written).toHaveLength(1);
    expect(localStorage.getItem('pbsProjects')).toBeNull();
    act(() => vi.advanceTimersByTime(2999));
    expect(title()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(title()).not.toBeInTheDocument();
  });

  it('keeps a failure message up and the local data in place', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const fake = fakeBackend(new Error('record refused'));
    fake.release();
    renderBanner(fake.backend);
    click(screen.getByRole('button', { name: 'Migrate Now' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Migration failed: record refused');
    expect(console).toHaveBeenCalledWith('Migration failed', new Error('record refused'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(title()).toBeInTheDocument();
    expect(localStorage.getItem('pbsProjects')).not.toBeNull();
  });

  it('hides on Dismiss without migrating', async () => {
    const fake = fakeBackend();
    renderBanner(fake.backend);
    click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(title()).not.toBeInTheDocument();
    expect(fake.written).toHaveLength(0);
  });

  it('shows only to a signed-in user with local data, never while viewing as', () => {
    const { backend } = fakeBackend();
    renderBanner(backend, { viewingAs: PROFILE });
    expect(title()).not.toBeInTheDocument();
    cleanup();
    renderBanner(backend, { isSessionUser: true });
    expect(title()).not.toBeInTheDocument();
    cleanup();
    renderBanner(backend, { status: 'signed-out', ownProfile: null, profile: null });
    expect(title()).not.toBeInTheDocument();
    cleanup();
    localStorage.setItem('pbsProjects', '[]');
    renderBanner(backend);
    expect(title()).not.toBeInTheDocument();
    cleanup();
    localStorage.setItem('savedPLMData', '{"x":1}');
    renderBanner(backend);
    expect(title()).toBeInTheDocument();
  });
});
