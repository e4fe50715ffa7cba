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

// One module per SNS, loaded when asked for: a page that needs one does not carry all eight.
const LOADERS: Record<MaintainedSnsId, () => Promise<string>> = {
  generic: () => import('./maintained/generic').then((m) => m.GENERIC_SNS),
  'support-and-training-equipment': () =>
    import('./maintained/support-and-training-equipment').then(
      (m) => m.SUPPORT_AND_TRAINING_EQUIPMENT_SNS,
    ),
  ordnance: () => import('./maintained/ordnance').then((m) => m.ORDNANCE_SNS),
  'general-communications': () =>
    import('./maintained/general-communications').then((m) => m.GENERAL_COMMUNICATIONS_SNS),
  'air-vehicle': () => import('./maintained/air-vehicle').then((m) => m.AIR_VEHICLE_SNS),
  'tactical-missiles': () =>
    import('./maintained/tactical-missiles').then((m) => m.TACTICAL_MISSILES_SNS),
  'general-surface-vehicles': () =>
    import('./maintained/general-surface-vehicles').then((m) => m.GENERAL_SURFACE_VEHICLES_SNS),
  'general-sea-vehicles': () =>
    import('./maintained/general-sea-vehicles').then((m) => m.GENERAL_SEA_VEHICLES_SNS),
};

export async function loadMaintainedSns(id: MaintainedSnsId): Promise<SnsNode[]> {
  return parseSnsText(await LOADERS[id]());
}
