import { useMemo } from 'react';
import type { ProjectDocument } from '../../domain/projects.ts';
import { useSession } from '../../session/session-context.ts';
import { useLoad } from '../../session/use-load.ts';
import { useViewer } from '../../session/use-viewer.ts';

const NONE: ReadonlyMap<string, string[]> = new Map();

/** PBS project id → names of the user's IPS projects that link it (the spec's "used by"). */
export function useLinkedIps(): ReadonlyMap<string, string[]> {
  const { backend, profile } = useSession();
  const canViewIps = useViewer().can('ips-projects', 'view');
  const uid = profile?.uid;
  const load = useMemo(
    () =>
      backend && uid && canViewIps ? () => backend.ipsProjects.listOwned(uid).then(linksOf) : null,
    [backend, uid, canViewIps],
  );
  return useLoad(load, { initial: NONE, fallback: NONE, what: 'IPS links' }).value;
}

function linksOf(projects: ProjectDocument[]): ReadonlyMap<string, string[]> {
  const map = new Map<string, string[]>();
  for (const p of projects) {
    const pbsId = p.fields.linkedPbsProjectId;
    if (typeof pbsId === 'string' && pbsId) map.set(pbsId, [...(map.get(pbsId) ?? []), p.name]);
  }
  return map;
}
