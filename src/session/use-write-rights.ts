import type { Area } from '../access/model.ts';
import { useViewer } from './use-viewer.ts';

/** What the viewer may write in one area's documents; nothing is written while viewing as. */
export function useWriteRights(area: Area) {
  const viewer = useViewer();
  const writable = !viewer.readOnly;
  return {
    readOnly: viewer.readOnly,
    canCreate: writable && viewer.can(area, 'create'),
    canEdit: writable && viewer.can(area, 'edit'),
    canDelete: writable && viewer.can(area, 'delete'),
  };
}
