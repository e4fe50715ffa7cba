import type { ExportableCollection } from './bundle.ts';

/** What the user picks to export; configuration sets come with their PBS project. */
export const CHOOSABLE = ['pbsProjects', 'ipsProjects', 'ipsProjectDrafts', 'plmData'] as const;
export type Choosable = (typeof CHOOSABLE)[number];

export const KIND_LABEL: Record<
  ExportableCollection,
  { tag: string; one: string; plural: string }
> = {
  pbsProjects: { tag: 'PBS', one: 'PBS project', plural: 'PBS projects' },
  ipsProjects: { tag: 'IPS', one: 'IPS project', plural: 'IPS projects' },
  ipsProjectDrafts: { tag: 'IPS draft', one: 'IPS draft', plural: 'IPS drafts' },
  plmData: { tag: 'PLM data', one: 'PLM data record', plural: 'PLM data records' },
  productConfigurations: {
    tag: 'Configurations',
    one: 'product configuration set',
    plural: 'product configuration sets',
  },
};

/** The area and actions a role needs to import (and, should the import fail, undo) each kind. */
export const IMPORT_NEEDS: Record<
  ExportableCollection,
  { area: 'pbs-projects' | 'ips-projects'; actions: readonly ('create' | 'edit' | 'delete')[] }
> = {
  pbsProjects: { area: 'pbs-projects', actions: ['create', 'delete'] },
  plmData: { area: 'pbs-projects', actions: ['create', 'delete'] },
  productConfigurations: { area: 'pbs-projects', actions: ['edit', 'delete'] },
  ipsProjects: { area: 'ips-projects', actions: ['create', 'delete'] },
  ipsProjectDrafts: { area: 'ips-projects', actions: ['create', 'delete'] },
};
