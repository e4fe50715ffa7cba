import { useEffect, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import { useViewer } from '../../session/use-viewer.ts';

/** PBS project id → names of the user's IPS projects that link it (the spec's "used by"). */
export function useLinkedIps(): ReadonlyMap<string, string[]> {
  const { backend, profile } = useSession();
  const canViewIps = useViewer().can('ips-projects', 'view');
  const uid = profile?.uid;
  const [links, setLinks] = useState<ReadonlyMap<string, string[]>>(new Map());
  useEffect(() => {
    if (!backend || !uid || !canViewIps) return;
    let live = true;
    backend.ipsProjects
      .listOwned(uid)
      .then((projects) => {
        const map = new Map<string, string[]>();
        for (const p of projects) {
          const pbsId = p.fields.linkedPbsProjectId;
          if (typeof pbsId === 'string' && pbsId)
            map.set(pbsId, [...(map.get(pbsId) ?? []), p.name]);
        }
        if (live) setLinks(map);
      })
      .catch((cause: unknown) => console.error('IPS links could not be loaded', cause));
    return () => {
      live = false;
    };
  }, [backend, uid, canViewIps]);
  return links;
}
