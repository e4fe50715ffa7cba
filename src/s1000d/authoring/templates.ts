import { escapeXml } from '../xml/write-markup';

/** Schemas a new data module can be created in: each template is the schema's smallest valid content. */
export const TEMPLATE_SCHEMAS = ['descript', 'proced'] as const;
export type TemplateSchema = (typeof TEMPLATE_SCHEMAS)[number];

const PRELIMINARY = `      <preliminaryRqmts>
        <reqCondGroup><noConds/></reqCondGroup>
        <reqSupportEquips><noSupportEquips/></reqSupportEquips>
        <reqSupplies><noSupplies/></reqSupplies>
        <reqSpares><noSpares/></reqSpares>
        <reqSafety><noSafety/></reqSafety>
      </preliminaryRqmts>`;

/** The content element of a new data module: one titled paragraph, or one step. */
export function templateContent(schema: TemplateSchema, techName: string): string {
  if (schema === 'proced')
    return `    <procedure>
${PRELIMINARY}
      <mainProcedure>
        <proceduralStep id="stp-0001">
          <para>Do the first step.</para>
        </proceduralStep>
      </mainProcedure>
      <closeRqmts>
        <reqCondGroup><noConds/></reqCondGroup>
      </closeRqmts>
    </procedure>`;
  return `    <description>
      <levelledPara id="par-0001">
        <title>${escapeXml(techName)}</title>
        <para>Describe the ${escapeXml(techName)} here.</para>
      </levelledPara>
    </description>`;
}
