// The S-Series list is shared with the wizard hub's IPS programme set-up.
export { S_SERIES } from '../../domain/ips-programme.ts';

export const MILESTONE_STATUSES = ['Planned', 'In progress', 'Done'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export type TeamMember = { name: string; role: string };
export type Milestone = { title: string; due: string; status: MilestoneStatus };

/** What the creator collects and an IPS project stores (besides name and owner). */
export type IpsProjectData = {
  description: string;
  product: string;
  linkedPbsProjectId: string;
  customer: string;
  contract: string;
  specifications: string[];
  team: TeamMember[];
  milestones: Milestone[];
};

export const EMPTY_IPS_DATA: IpsProjectData = {
  description: '',
  product: '',
  linkedPbsProjectId: '',
  customer: '',
  contract: '',
  specifications: ['SX000i'],
  team: [],
  milestones: [],
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown) => (Array.isArray(v) ? v : []);

/** Reads stored fields leniently: projects from the browser-only version have other shapes. */
export function readIpsData(fields: Record<string, unknown>): IpsProjectData {
  return {
    description: text(fields.description),
    product: text(fields.product),
    linkedPbsProjectId: text(fields.linkedPbsProjectId),
    customer: text(fields.customer),
    contract: text(fields.contract),
    specifications: list(fields.specifications).filter((s): s is string => typeof s === 'string'),
    team: list(fields.team).map((m: Record<string, unknown>) => ({
      name: text(m?.name),
      role: text(m?.role),
    })),
    milestones: list(fields.milestones).map((m: Record<string, unknown>) => ({
      title: text(m?.title),
      due: text(m?.due),
      status: (MILESTONE_STATUSES as readonly unknown[]).includes(m?.status)
        ? (m.status as MilestoneStatus)
        : 'Planned',
    })),
  };
}

/** Stored fields this page does not know (those kept in legacyFields too), so nothing migrated is hidden. */
export function otherFields(fields: Record<string, unknown>): string[] {
  const known = new Set([...Object.keys(EMPTY_IPS_DATA), 'id', 'legacyFields']);
  const legacy = fields.legacyFields;
  const kept = typeof legacy === 'object' && legacy !== null ? Object.keys(legacy) : [];
  return [...Object.keys(fields).filter((k) => !known.has(k)), ...kept].sort();
}
