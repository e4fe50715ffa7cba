import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DEFAULT_ROLES } from '../access/default-roles.ts';
import type { Backend } from '../data/backend.ts';
import type { UserProfile } from '../domain/users.ts';
import { SessionContext, type Session } from '../session/session-context.ts';

/** The repositories a test fakes: each one's methods, as many as the test needs. */
export type FakeBackend = { [K in keyof Backend]?: Partial<Backend[K]> };

/**
 * A Backend made of the parts a test gives; calling anything else fails the test with
 * the method's name, so a page that reaches for more than the test expects says so.
 */
export function fakeBackend(parts: FakeBackend = {}): Backend {
  const repository = (name: string, methods: object) =>
    new Proxy(methods, {
      get(target, method) {
        if (method in target) return Reflect.get(target, method);
        if (typeof method === 'symbol' || method === 'then') return undefined;
        return () => {
          throw new Error(`The test did not fake backend.${name}.${method}`);
        };
      },
    });
  return new Proxy(parts as Backend, {
    get(target, name) {
      if (typeof name === 'symbol' || name === 'then') return undefined;
      return repository(name, Reflect.get(target, name) ?? {});
    },
  });
}

/** A complete profile: a student with no roles unless the test says otherwise. */
export function testProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    uid: 'u1',
    email: 'user@example.com',
    courseId: null,
    pin: null,
    name: 'Test User',
    displayName: 'Test User',
    enrolledCourses: [],
    assignedRoles: [],
    selectedRole: null,
    isSystemAdmin: false,
    active: true,
    mustChangePassword: false,
    accessCodeDescription: null,
    accessCodeExpiryDate: null,
    createdAt: null,
    lastLogin: null,
    updatedAt: null,
    ...overrides,
  };
}

const refuse = (what: string) => () => Promise.reject(new Error(`The test did not expect ${what}`));

export type TestSessionOptions = {
  profile?: UserProfile;
  /** The viewed user's profile, when the test views as someone. */
  viewingAs?: UserProfile | null;
  backend?: FakeBackend;
  overrides?: Partial<Session>;
};

/** A signed-in session with the default roles; the own profile is `profile`. */
export function testSession(options: TestSessionOptions = {}): Session {
  const own = options.profile ?? testProfile();
  const viewingAs = options.viewingAs ?? null;
  return {
    status: 'signed-in',
    backend: fakeBackend(options.backend),
    ownProfile: own,
    profile: viewingAs ?? own,
    viewingAs,
    roles: DEFAULT_ROLES.map((role) => ({ ...role, createdAt: null, updatedAt: null })),
    isSessionUser: false,
    signIn: refuse('a sign-in'),
    joinWithSession: refuse('joining with a session'),
    signOut: refuse('a sign-out'),
    refresh: refuse('a refresh'),
    viewAs: () => {},
    exitViewAs: () => {},
    updateDisplayName: refuse('a display name change'),
    switchRole: refuse('a role switch'),
    firstDataArrived: () => {},
    ...options.overrides,
  };
}

type RenderOptions = TestSessionOptions & {
  /** The route pattern the page is mounted at and the URL opened, e.g. ['/x/:id', '/x/1']. */
  route?: [pattern: string, url: string];
};

/** Renders a page as a signed-in user would see it, inside a router and a session. */
export function renderWithSession(page: ReactNode, options: RenderOptions = {}) {
  const [pattern, url] = options.route ?? ['/', '/'];
  return renderRoutes({ [pattern]: page }, url, options);
}

/** Renders several pages by route pattern, opened at `url`: for tests that navigate. */
export function renderRoutes(
  pages: Record<string, ReactNode>,
  url: string,
  options: TestSessionOptions = {},
) {
  const session = testSession(options);
  const result = render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {Object.entries(pages).map(([pattern, page]) => (
            <Route key={pattern} path={pattern} element={page} />
          ))}
        </Routes>
      </MemoryRouter>
    </SessionContext>,
  );
  return { ...result, session };
}
