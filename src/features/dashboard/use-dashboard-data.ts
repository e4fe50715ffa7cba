import { useEffect, useState } from 'react';
import type { ProjectDocument } from '../../domain/projects.ts';
import { markSignIn } from '../../lib/sign-in-marks.ts';
import { useSession } from '../../session/session-context.ts';

export type RecentProject = ProjectDocument & { kind: 'PBS' | 'IPS' };

/** The user's own projects, newest change first; errors leave the list empty. */
export function useOwnProjects(enabled: { pbs: boolean; ips: boolean }) {
  const { backend, profile, firstDataArrived } = useSession();
  const [projects, setProjects] = useState<RecentProject[] | null>(null);
  const uid = profile?.uid;
  useEffect(() => {
    if (!backend || !uid) return;
    let live = true;
    const load = async () => {
      markSignIn('projects-asked');
      const [pbs, ips] = await Promise.all([
        enabled.pbs ? backend.pbsProjects.listOwned(uid) : [],
        enabled.ips ? backend.ipsProjects.listOwned(uid) : [],
      ]);
      const all: RecentProject[] = [
        ...pbs.map((p) => ({ ...p, kind: 'PBS' as const })),
        ...ips.map((p) => ({ ...p, kind: 'IPS' as const })),
      ];
      all.sort((a, b) => (b.updatedAt?.getTime() ?? 0) - (a.updatedAt?.getTime() ?? 0));
      markSignIn('projects');
      if (live) setProjects(all);
    };
    load()
      .catch((error: Error) => {
        console.error('Projects could not be loaded', error);
        if (live) setProjects([]);
      })
      .finally(firstDataArrived);
    return () => {
      live = false;
    };
  }, [backend, uid, enabled.pbs, enabled.ips, firstDataArrived]);
  return projects;
}
