import { useWriteRights } from '../../session/use-write-rights.ts';

/** A configuration set belongs to a PBS project: the role's pbs-projects permission decides. */
export function useConfigurationPermissions() {
  const { readOnly, canEdit } = useWriteRights('pbs-projects');
  return { readOnly, canEdit };
}

export const CONFIG_PAGE_TEXT = {
  readOnly: 'You are viewing as another user: changes are disabled. Exit View As to make changes.',
  noEdit: 'Your role can view product configurations but not change them.',
  loadFailed: 'The product configurations could not be loaded. Please try again.',
  notFound: 'This PBS project does not exist, or you do not have access to it.',
  saveFailed: 'The change could not be saved, so nothing was changed. Please try again.',
  tooLarge: (size: number, max: number) =>
    `The configuration set would take ${size.toLocaleString('en-US')} characters as stored; at most ${max.toLocaleString('en-US')} fit, so nothing was changed. Remove some models, variants or ranges.`,
} as const;
