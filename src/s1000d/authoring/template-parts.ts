import type { DmCode } from '../codes/dm-code';

/** What a template is made from, and the requirement blocks procedure-like templates share. */
export type TemplateInput = { techName: string; code: DmCode };

export const PRELIMINARY = `      <preliminaryRqmts>
        <reqCondGroup><noConds/></reqCondGroup>
        <reqSupportEquips><noSupportEquips/></reqSupportEquips>
        <reqSupplies><noSupplies/></reqSupplies>
        <reqSpares><noSpares/></reqSpares>
        <reqSafety><noSafety/></reqSafety>
      </preliminaryRqmts>`;

export const CLOSE = `      <closeRqmts>
        <reqCondGroup><noConds/></reqCondGroup>
      </closeRqmts>`;
