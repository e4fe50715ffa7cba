import { escapeXml } from '../xml/write-markup';
import { CLOSE, PRELIMINARY, type TemplateInput } from './template-parts';
import type { DmCode } from '../codes/dm-code';
import {
  commonRepositoryContent,
  faultContent,
  ipdContent,
  LEARNING_EVENTS,
  learningContent,
  REPOSITORY_CODES,
} from './templates-more';

/** Schemas a new data module can be created in: each template is the schema's smallest valid content. */
export const TEMPLATE_SCHEMAS = [
  'descript',
  'proced',
  'fault',
  'ipd',
  'crew',
  'process',
  'learning',
  'comrep',
] as const;
export type TemplateSchema = (typeof TEMPLATE_SCHEMAS)[number];

export function isTemplateSchema(schema: string): schema is TemplateSchema {
  return (TEMPLATE_SCHEMAS as readonly string[]).includes(schema);
}

/** What a template needs of the code beyond its schema: a learn code, a repository it knows. */
export function templateProblems(schema: TemplateSchema, code: DmCode): string[] {
  if (schema === 'learning') {
    if (!code.learnCode)
      return [
        'A learning data module needs a learn code and learn event code (for example T4J and C).',
      ];
    if (!LEARNING_EVENTS[code.learnEventCode ?? ''])
      return [
        `Learning templates exist for learn event codes ${Object.keys(LEARNING_EVENTS).join(', ')} (content, summary); ${code.learnEventCode ?? ''} has none yet.`,
      ];
  }
  if (schema === 'comrep' && !REPOSITORY_CODES[code.infoCode])
    return [
      `Common information repository templates exist for information code ${Object.keys(REPOSITORY_CODES).join(', ')} (controls and indicators); ${code.infoCode} has none yet.`,
    ];
  return [];
}

function levelledPara(techName: string, indent: string): string {
  const name = escapeXml(techName);
  return `${indent}<levelledPara id="par-0001">
${indent}  <title>${name}</title>
${indent}  <para>Describe the ${name} here.</para>
${indent}</levelledPara>`;
}

/**
 * The content element of a new data module in its schema, as an author of that schema starts
 * one: a titled paragraph (descript, crew), one step with its requirements (proced), one
 * sequence of one step (process), and the fault, parts, learning and repository shapes of
 * templates-more.ts.
 */
export function templateContent(schema: TemplateSchema, input: TemplateInput): string {
  switch (schema) {
    case 'proced':
      return `    <procedure>
${PRELIMINARY}
      <mainProcedure>
        <proceduralStep id="stp-0001">
          <para>Do the first step.</para>
        </proceduralStep>
      </mainProcedure>
${CLOSE}
    </procedure>`;
    case 'crew':
      return `    <crew>
      <descrCrew>
${levelledPara(input.techName, '        ')}
      </descrCrew>
    </crew>`;
    case 'process':
      return `    <process>
      <dmSeq>
        <dmNode>
          <proceduralStep id="stp-0001">
            <para>Do the first step.</para>
          </proceduralStep>
        </dmNode>
      </dmSeq>
    </process>`;
    case 'fault':
      return faultContent(input);
    case 'ipd':
      return ipdContent(input);
    case 'learning':
      return learningContent(input);
    case 'comrep':
      return commonRepositoryContent(input);
    case 'descript':
      return `    <description>
${levelledPara(input.techName, '      ')}
    </description>`;
  }
}
