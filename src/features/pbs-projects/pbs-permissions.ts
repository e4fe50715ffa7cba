import { useViewer } from '../../session/use-viewer.ts';

/** What the viewer may do with PBS projects; nothing is written while viewing as. */
export function usePbsPermissions() {
  const viewer = useViewer();
  const writable = !viewer.readOnly;
  return {
    readOnly: viewer.readOnly,
    canCreate: writable && viewer.can('pbs-projects', 'create'),
    canEdit: writable && viewer.can('pbs-projects', 'edit'),
    canDelete: writable && viewer.can('pbs-projects', 'delete'),
  };
}
