import { useMemo } from 'react';
import type { Backend } from '../../data/backend.ts';
import type { ProjectDocument } from '../../domain/projects.ts';
import { newestChangeFirst } from '../../lib/newest-change-first.ts';
import { markSignIn } from '../../lib/sign-in-marks.ts';
import { useSession } from '../../session/session-context.ts';
import { useLoadList } from '../../session/use-load.ts';

export type RecentProject = ProjectDocument & { kind: 'PBS' | 'IPS' };

type Enabled = { pbs: boolean; ips: boolean };

/** The user's own projects, newest change first; errors leave the list empty. */
export function useOwnProjects(enabled: Enabled) {
  const { backend, profile, firstDataArrived } = useSession();
  const uid = profile?.uid;
  const { pbs, ips } = enabled;
  const load = useMemo(
    () =>
      backend && uid
        ? () => ownProjects(backend, uid, { pbs, ips }).finally(firstDataArrived)
        : null,
    [backend, uid, pbs, ips, firstDataArrived],
  );
  return useLoadList<RecentProject>(load, 'Projects').value;
}

async function ownProjects(backend: Backend, uid: string, enabled: Enabled) {
  markSignIn('projects-asked');
  const [pbs, ips] = await Promise.all([
    enabled.pbs ? backend.pbsProjects.listOwned(uid) : [],
    enabled.ips ? backend.ipsProjects.listOwned(uid) : [],
  ]);
  const all: RecentProject[] = [
    ...pbs.map((p) => ({ ...p, kind: 'PBS' as const })),
    ...ips.map((p) => ({ ...p, kind: 'IPS' as const })),
  ];
  all.sort(newestChangeFirst);
  markSignIn('projects');
  return all;
}
