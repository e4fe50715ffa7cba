import { parseSnsText, type SnsNode } from './sns-tree';

/** The eight SNS the S1000D specification maintains; `name` is also s1kd-tools' maintainedSns value. */
export const MAINTAINED_SNS = [
  { id: 'generic', name: 'Generic' },
  { id: 'support-and-training-equipment', name: 'Support and training equipment' },
  { id: 'ordnance', name: 'Ordnance' },
  { id: 'general-communications', name: 'General communications' },
  { id: 'air-vehicle', name: 'Air vehicle, engines and equipment' },
  { id: 'tactical-missiles', name: 'Tactical missiles' },
  { id: 'general-surface-vehicles', name: 'General surface vehicles' },
  { id: 'general-sea-vehicles', name: 'General sea vehicles' },
] as const;
export type MaintainedSnsId = (typeof MAINTAINED_SNS)[number]['id'];

export function isMaintainedSnsId(id: string): id is MaintainedSnsId {
  return MAINTAINED_SNS.some((s) => s.id === id);
}

/** A maintained SNS as the JSON data file under ./maintained holds it: one code and title a line. */
interface MaintainedSnsFile {
  lines: string[];
}

// One data file per SNS, loaded when asked for: a page that needs one does not carry all eight.
const LOADERS: Record<MaintainedSnsId, () => Promise<{ default: MaintainedSnsFile }>> = {
  generic: () => import('./maintained/generic.json'),
  'support-and-training-equipment': () =>
    import('./maintained/support-and-training-equipment.json'),
  ordnance: () => import('./maintained/ordnance.json'),
  'general-communications': () => import('./maintained/general-communications.json'),
  'air-vehicle': () => import('./maintained/air-vehicle.json'),
  'tactical-missiles': () => import('./maintained/tactical-missiles.json'),
  'general-surface-vehicles': () => import('./maintained/general-surface-vehicles.json'),
  'general-sea-vehicles': () => import('./maintained/general-sea-vehicles.json'),
};

export async function loadMaintainedSns(id: MaintainedSnsId): Promise<SnsNode[]> {
  return parseSnsText((await LOADERS[id]()).default.lines.join('\n'));
}
