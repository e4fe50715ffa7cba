import { useMemo } from 'react';
import type { ProjectDocument } from '../../../../domain/projects.ts';
import type { PbsItemForSns } from '../../../../s1000d/sns/sns-from-pbs.ts';
import { useSession } from '../../../../session/session-context.ts';
import { useLoad } from '../../../../session/use-load.ts';

/** The user's PBS projects, to start an SNS from their breakdown. */
export function usePbsSources() {
  const { backend, profile } = useSession();
  const uid = profile?.uid;
  const read = useMemo(
    () => (backend && uid ? () => backend.pbsProjects.listOwned(uid) : null),
    [backend, uid],
  );
  // Without them the builder still starts from a maintained SNS or from nothing.
  return useLoad<ProjectDocument[]>(read, { initial: [], fallback: [], what: 'PBS projects' })
    .value;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The items of a PBS project as the SNS builder needs them (flat: parentId and order). */
export function pbsItemsOf(project: ProjectDocument): PbsItemForSns[] {
  const items = Array.isArray(project.fields.items) ? (project.fields.items as unknown[]) : [];
  return items.flatMap((raw, index) => {
    if (!raw || typeof raw !== 'object') return [];
    const item = raw as Record<string, unknown>;
    return [
      {
        id: text(item.id) || `item-${index + 1}`,
        parentId: text(item.parentId) || null,
        order: typeof item.order === 'number' ? item.order : index,
        name: text(item.name) || text(item.title),
        snsCode: text(item.snsCode),
      },
    ];
  });
}
