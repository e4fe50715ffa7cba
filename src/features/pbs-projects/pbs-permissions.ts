import { useWriteRights } from '../../session/use-write-rights.ts';

/** What the viewer may do with PBS projects; nothing is written while viewing as. */
export const usePbsPermissions = () => useWriteRights('pbs-projects');
