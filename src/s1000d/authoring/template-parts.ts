import type { DmCode } from '../codes/dm-code';
import type { ProjectSettings } from '../csdb/project-settings';

/** What a template is made from, and the requirement blocks procedure-like templates share. */
export type TemplateInput = {
  techName: string;
  code: DmCode;
  settings: ProjectSettings;
  /** Issue date, YYYY-MM-DD. */
  date: string;
};

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

/** A block with a title and a described paragraph, the unit learning modules are built of. */
export function describedBlock(element: string, title: string, para: string, indent: string) {
  return `${indent}<${element}>
${indent}  <title>${title}</title>
${indent}  <description>
${indent}    <para>${para}</para>
${indent}  </description>
${indent}</${element}>`;
}

/** The schema's content element around the template's inner markup. */
export const wrapped = (element: string, inner: string, indent = '    ') =>
  `${indent}<${element}>\n${inner}\n${indent}</${element}>`;
