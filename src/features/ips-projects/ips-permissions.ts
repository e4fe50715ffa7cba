import { useWriteRights } from '../../session/use-write-rights.ts';

/** What the viewer may do with IPS projects; nothing is written while viewing as. */
export const useIpsPermissions = () => useWriteRights('ips-projects');

export const IPS_TEXT = {
  readOnly: 'You are viewing as another user: changes are disabled. Exit View As to make changes.',
  noCreate: 'Your role cannot create IPS projects.',
  loadFailed: 'Your IPS projects could not be loaded. Please try again.',
  saveFailed: 'The change could not be saved. Please try again.',
  notFound: 'This IPS project does not exist, or you do not have access to it.',
} as const;
