import type { NewDmOptions } from '../../../s1000d/authoring/new-data-module.ts';
import type { PlannedModule } from '../../../s1000d/planning/data-set-plan.ts';

/**
 * What the "New data module" dialog starts with when opened from somewhere that knows part
 * of the code: the fields it shows, and the code parts and schema it does not show but keeps.
 */
export type DmPrefill = {
  sns?: string;
  infoCode?: string;
  techName?: string;
  infoName?: string;
  learn?: string;
  kept?: Pick<
    NewDmOptions,
    'disassyCode' | 'disassyCodeVariant' | 'itemLocationCode' | 'modelIdentCode' | 'schema'
  >;
};

/** A planned DML entry (the data set builder's plan) as the dialog's starting point. */
export function prefillFromPlan(module: PlannedModule): DmPrefill {
  const c = module.dmCode;
  return {
    sns: `${c.systemCode}-${c.subSystemCode}${c.subSubSystemCode}-${c.assyCode}`,
    infoCode: `${c.infoCode}${c.infoCodeVariant}`,
    techName: module.techName,
    infoName: module.infoName,
    learn: `${c.learnCode ?? ''}${c.learnEventCode ?? ''}`,
    kept: {
      disassyCode: c.disassyCode,
      disassyCodeVariant: c.disassyCodeVariant,
      itemLocationCode: c.itemLocationCode,
      modelIdentCode: c.modelIdentCode,
      schema: module.schema,
    },
  };
}
