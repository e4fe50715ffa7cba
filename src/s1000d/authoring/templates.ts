import { escapeXml } from '../xml/write-markup';
import { CLOSE, PRELIMINARY, type TemplateInput } from './template-parts';
import type { DmCode } from '../codes/dm-code';
import {
  faultContent,
  FRONT_MATTER_CODES,
  frontMatterContent,
  ipdContent,
  scheduleContent,
  WIRING_CODES,
  wiringContent,
} from './templates-more';
import { LEARNING_EVENTS, learningContent } from './templates-learning';
import { repositoryContent, repositoryProblem } from './templates-repository';

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
  'techrep',
  'schedul',
  'wrngdata',
  'frontmatter',
] as const;
export type TemplateSchema = (typeof TEMPLATE_SCHEMAS)[number];

export function isTemplateSchema(schema: string): schema is TemplateSchema {
  return (TEMPLATE_SCHEMAS as readonly string[]).includes(schema);
}

/** Schemas without a template, and why: the refusal says so. */
export const NO_TEMPLATE: Record<string, string> = {
  checklist:
    'neither its schema nor a sample of it ships with IPS Studio (the S1000D schemas need registration), so its content cannot be shaped; upload a checklist made elsewhere, or map the code to crew (the schema checklists used before Issue 4.1)',
};

const named = (codes: Record<string, string>) =>
  Object.entries(codes)
    .map(([c, label]) => `${c} (${label})`)
    .join(', ');

/** What a template needs of the code beyond its schema: a learn code, a code it knows. */
export function templateProblems(schema: TemplateSchema, code: DmCode): string[] {
  const ic = code.infoCode;
  switch (schema) {
    case 'learning':
      if (!code.learnCode)
        return [
          'A learning data module needs a learn code and learn event code (for example T4J and C).',
        ];
      return LEARNING_EVENTS[code.learnEventCode ?? '']
        ? []
        : [`The learn event code is one of ${Object.keys(LEARNING_EVENTS).join(', ')}.`];
    case 'comrep':
    case 'techrep': {
      const problem = repositoryProblem(schema, ic);
      return problem ? [problem] : [];
    }
    case 'wrngdata':
      return WIRING_CODES[ic]
        ? []
        : [
            `Wiring data templates exist for information code ${named(WIRING_CODES)}; ${ic} has none yet (a wire, harness or connection list names the equipment of an equipment list: start there).`,
          ];
    case 'frontmatter':
      return FRONT_MATTER_CODES[ic]
        ? []
        : [
            `Front matter ${ic} is generated from a publication module, not written from a template: use Front matter in the publication module editor (s1kd-fmgen). The template is the ${named(FRONT_MATTER_CODES)}.`,
          ];
    default:
      return [];
  }
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
    case 'techrep':
      return repositoryContent(schema, input);
    case 'schedul':
      return scheduleContent(input);
    case 'wrngdata':
      return wiringContent(input);
    case 'frontmatter':
      return frontMatterContent(input);
    case 'descript':
      return `    <description>
${levelledPara(input.techName, '      ')}
    </description>`;
  }
}
