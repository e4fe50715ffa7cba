import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SignInRole } from '../access/model.ts';
import { SYSTEM_ADMINISTRATOR_ROLE_ID } from '../access/model.ts';
import { holdsSignInRole } from '../access/sign-in-roles.ts';
import type { Backend } from '../data/backend.ts';
import type { StoredRole } from '../domain/roles.ts';
import type { UserProfile } from '../domain/users.ts';
import { MESSAGES } from '../lib/messages.ts';
import { markSignIn } from '../lib/sign-in-marks.ts';
import { NOTHING_HELD, settledWithin, type HeldWrites } from './held-sign-in-writes.ts';
import { forgetPendingSignIn, readPendingSignIn } from './pending-sign-in.ts';
import { SessionContext, type Session, type SessionStatus } from './session-context.ts';
import { loadBackend, loadSignInSteps } from './load-backend.ts';
import { ROLES_CACHE_MS, SignInError } from './session-errors.ts';
import { profileFromSession, SESSION_ID_STORAGE_KEY } from './session-profile.ts';

/** A sign-out waits this long at most for the sign-in's writes it releases. */
const SIGN_OUT_WAITS_FOR_WRITES_MS = 2_000;

type SessionProviderProps = {
  children: ReactNode;
  /** Called as a sign-in starts: the app fetches the pages it lands on meanwhile. */
  onSigningIn?: () => void;
  /** Called once Auth has restored a signed-in user, before the profile and roles are read (stable). */
  onRestored?: () => void;
};

export function SessionProvider({ children, onSigningIn, onRestored }: SessionProviderProps) {
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [backend, setBackend] = useState<Backend | null>(null);
  const [ownProfile, setOwnProfile] = useState<UserProfile | null>(null);
  const [viewingAs, setViewingAs] = useState<UserProfile | null>(null);
  const [roles, setRoles] = useState<StoredRole[]>([]);
  const [isSessionUser, setIsSessionUser] = useState(false);
  const rolesCache = useRef<{ at: number; roles: StoredRole[] } | null>(null);
  const signingIn = useRef(false);
  // The sign-in's writes, held until the page has its first data (decision 1640).
  const held = useRef<HeldWrites>(NOTHING_HELD);

  const loadRoles = useCallback(async (api: Backend, force = false) => {
    const cached = rolesCache.current;
    if (!force && cached && Date.now() - cached.at < ROLES_CACHE_MS) return cached.roles;
    const list = await api.roles.list();
    rolesCache.current = { at: Date.now(), roles: list };
    setRoles(list);
    return list;
  }, []);

  const reset = useCallback(() => {
    setOwnProfile(null);
    setViewingAs(null);
    setIsSessionUser(false);
    setRoles([]);
    rolesCache.current = null;
    setStatus('signed-out');
  }, []);

  useEffect(() => {
    let stopAuth: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      const api = await loadBackend();
      if (cancelled) return;
      setBackend(api);
      const storedSession = localStorage.getItem(SESSION_ID_STORAGE_KEY);
      if (storedSession) {
        try {
          const session = await api.sessions.getLive(storedSession, new Date());
          if (session) {
            setOwnProfile(profileFromSession(session));
            setIsSessionUser(true);
            setStatus('signed-in');
            return;
          }
        } catch (error) {
          console.error('Stored session could not be restored', error);
        }
        localStorage.removeItem(SESSION_ID_STORAGE_KEY);
      }
      stopAuth = api.auth.onChange(async (user) => {
        if (signingIn.current) return;
        if (!user) {
          reset();
          return;
        }
        onRestored?.();
        try {
          const profile = await api.users.get(user.uid);
          if (!profile || profile.active === false) {
            await api.auth.signOut();
            reset();
            return;
          }
          await loadRoles(api);
          // A reload before the sign-in's writes went out: the role chosen then still counts.
          const pending = readPendingSignIn(user.uid, profile.updatedAt);
          if (pending) {
            const { selectedRole } = pending;
            const { holdSignInWrites } = await loadSignInSteps();
            held.current = holdSignInWrites(api, user, profile, selectedRole);
            setOwnProfile({ ...profile, selectedRole });
          } else setOwnProfile(profile);
          setStatus('signed-in');
        } catch (error) {
          console.error('Profile could not be loaded', error);
          reset();
        }
      });
    })();
    return () => {
      cancelled = true;
      stopAuth?.();
    };
  }, [loadRoles, reset, onRestored]);

  const signIn = useCallback(
    async (email: string, password: string, role: SignInRole | null) => {
      markSignIn('start');
      onSigningIn?.();
      const api = backend ?? (await loadBackend());
      signingIn.current = true;
      rolesCache.current = null;
      try {
        const user = await api.auth.signIn(email, password);
        markSignIn('auth');
        const steps = await loadSignInSteps();
        const fail = async (error: SignInError) => {
          await api.auth.signOut();
          reset();
          throw error;
        };
        // The role list loads alongside the profile: one round trip less before the dashboard.
        let roleLoad = api.roles.list();
        roleLoad.catch(() => {});
        let profile = await api.users.get(user.uid);
        markSignIn('profile');
        const bootstrap = steps.isBootstrapEmail(user.email, steps.BOOTSTRAP_ADMIN_EMAIL);
        if (bootstrap && (!profile || (profile.active && steps.missingBootstrapRights(profile)))) {
          if (!user.emailVerified) {
            await api.auth.sendVerification().catch((e: unknown) => console.error(e));
            return await fail(new SignInError(steps.bootstrapVerifyFirstText(user.email)));
          }
          await api.bootstrap.ensureProfile(user, {
            name: 'Administrator',
            mustChangePassword: false,
          });
          profile = await api.users.get(user.uid);
          // Read before the profile existed, the roles were refused: read them again.
          roleLoad = api.roles.list();
        }
        if (!profile || profile.active === false)
          return await fail(new SignInError(MESSAGES.profileNotFound));
        if (role && !holdsSignInRole(profile, role)) {
          return await fail(new SignInError(MESSAGES.noAccessToRole, profile.assignedRoles));
        }
        const selectedRole = role ?? null;
        // The dashboard's reads need an active profile, not these writes, which slow them: they
        // go once its first data arrived (decisions 1461, 1581, 1640).
        held.current = steps.holdSignInWrites(api, user, profile, selectedRole);
        const roleList = await roleLoad;
        markSignIn('roles');
        rolesCache.current = { at: Date.now(), roles: roleList };
        setRoles(roleList);
        if (bootstrap && !roleList.some((r) => r.id === SYSTEM_ADMINISTRATOR_ROLE_ID)) {
          await api.bootstrap.ensureAdministratorRole();
          await loadRoles(api, true);
        }
        setOwnProfile({ ...profile, selectedRole, lastLogin: new Date() });
        setViewingAs(null);
        setIsSessionUser(false);
        localStorage.removeItem(SESSION_ID_STORAGE_KEY);
        markSignIn('signed-in');
        setStatus('signed-in');
      } finally {
        signingIn.current = false;
      }
    },
    [backend, loadRoles, reset, onSigningIn],
  );

  const joinWithSession = useCallback(
    async (sessionId: string) => {
      const api = backend ?? (await loadBackend());
      const session = await api.sessions.getLive(sessionId, new Date());
      if (!session) throw new SignInError(MESSAGES.profileNotFound);
      localStorage.setItem(SESSION_ID_STORAGE_KEY, sessionId);
      setOwnProfile(profileFromSession(session));
      setIsSessionUser(true);
      setStatus('signed-in');
    },
    [backend],
  );

  const signOut = useCallback(async () => {
    localStorage.removeItem(SESSION_ID_STORAGE_KEY);
    // Firestore keeps a user's unsent writes for that user only: send them while signed in.
    await settledWithin(held.current.release(), SIGN_OUT_WAITS_FOR_WRITES_MS);
    forgetPendingSignIn();
    try {
      await backend?.auth.signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    reset();
  }, [backend, reset]);

  const refresh = useCallback(async () => {
    if (!backend || !ownProfile) return;
    try {
      if (isSessionUser) {
        const session = await backend.sessions.getLive(ownProfile.uid, new Date());
        if (!session) return await signOut();
        setOwnProfile(profileFromSession(session));
        return;
      }
      void held.current.release();
      const [profile] = await Promise.all([
        backend.users.get(ownProfile.uid),
        loadRoles(backend, true),
      ]);
      if (profile) setOwnProfile(profile);
      if (viewingAs) {
        const viewed = await backend.users.get(viewingAs.uid);
        setViewingAs(viewed);
      }
    } catch (error) {
      console.error('Profile refresh failed', error);
    }
  }, [backend, ownProfile, isSessionUser, loadRoles, signOut, viewingAs]);

  const updateDisplayName = useCallback(
    async (name: string) => {
      if (!backend || !ownProfile) return;
      const trimmed = name.trim();
      void held.current.release();
      if (isSessionUser) await backend.sessions.updateName(ownProfile.uid, trimmed);
      else await backend.users.updateName(ownProfile.uid, trimmed);
      setOwnProfile({ ...ownProfile, name: trimmed, displayName: trimmed });
    },
    [backend, ownProfile, isSessionUser],
  );

  const switchRole = useCallback(
    async (role: SignInRole) => {
      if (!backend || !ownProfile) return;
      // The held sign-in write goes first, so it never lands over this choice.
      void held.current.release();
      await backend.users.selectRole(ownProfile.uid, role);
      setOwnProfile({ ...ownProfile, selectedRole: role });
    },
    [backend, ownProfile],
  );

  const firstDataArrived = useCallback(() => void held.current.release(), []);

  // Leaving the page sends what is held; a reload that comes first restores it (pending-sign-in).
  useEffect(() => {
    const release = () => void held.current.release();
    window.addEventListener('pagehide', release);
    return () => window.removeEventListener('pagehide', release);
  }, []);

  const value = useMemo<Session>(
    () => ({
      status,
      backend,
      ownProfile,
      profile: viewingAs ?? ownProfile,
      viewingAs,
      roles,
      isSessionUser,
      signIn,
      joinWithSession,
      signOut,
      refresh,
      viewAs: (profile) => setViewingAs(profile),
      exitViewAs: () => setViewingAs(null),
      updateDisplayName,
      switchRole,
      firstDataArrived,
    }),
    [
      status,
      backend,
      ownProfile,
      viewingAs,
      roles,
      isSessionUser,
      signIn,
      joinWithSession,
      signOut,
      refresh,
      updateDisplayName,
      switchRole,
      firstDataArrived,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
