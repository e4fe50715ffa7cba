import { newDataModule } from '../authoring/new-data-module';
import type { ProjectSettings } from '../csdb/project-settings';
import type { PlannedModule } from './data-set-plan';

export type Skeleton =
  | { ok: true; code: string; xml: string; fileName: string }
  | { ok: false; code: string; problem: string };

/**
 * An empty data module for a planned one, from the authoring templates (as s1kd-newdm writes
 * one): issue 000-01, unverified, the project's issue, language, security, enterprises and
 * BREX, the planned title and schema. A schema without a template is refused by name: the
 * module stays planned in the DMRL.
 */
export function skeletonModule(
  settings: ProjectSettings,
  module: PlannedModule,
  date: string,
): Skeleton {
  const { dmCode } = module;
  const made = newDataModule({
    settings,
    sns: dmCode,
    infoCode: dmCode.infoCode,
    infoCodeVariant: dmCode.infoCodeVariant,
    itemLocationCode: dmCode.itemLocationCode,
    disassyCode: dmCode.disassyCode,
    disassyCodeVariant: dmCode.disassyCodeVariant,
    modelIdentCode: dmCode.modelIdentCode,
    ...(dmCode.learnCode ? { learnCode: dmCode.learnCode } : {}),
    ...(dmCode.learnEventCode ? { learnEventCode: dmCode.learnEventCode } : {}),
    techName: module.techName,
    infoName: module.infoName,
    schema: module.schema,
    date,
  });
  if (!made.ok)
    return { ok: false, code: module.code, problem: `${module.code}: ${made.problems.join(' ')}` };
  return { ok: true, code: module.code, xml: made.xml, fileName: made.fileName };
}
