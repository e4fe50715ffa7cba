import { escapeXml } from '../xml/write-markup';
import { describedBlock, wrapped, type TemplateInput } from './template-parts';

/**
 * The learning element each learn event code names (Chap 3.9.5.2.14): A plan, B overview,
 * C content, D summary, E assessment; each shaped as the Issue 4.1 bike's learning modules
 * (H31A, T10B, T4JC, T36D, T61E).
 */
export const LEARNING_EVENTS: Record<string, string> = {
  A: 'learningPlan',
  B: 'learningOverview',
  C: 'learningContent',
  D: 'learningSummary',
  E: 'learningAssessment',
};

const I = '        ';

function inner(event: string, name: string): string {
  switch (event) {
    case 'A':
      return describedBlock('lcProject', name, `Describe the learning needs for the ${name}.`, I);
    case 'B':
      return `${I}<title>${name}</title>
${describedBlock('lcAudience', 'Audience', 'Describe who the learning is for.', I)}
${describedBlock('lcSection', name, `Give an overview of the ${name}.`, I)}`;
    case 'E':
      return `${I}<title>${name}</title>
${I}<lcInteraction>
${I}  <lcDragAndDrop>
${I}    <title>${name}</title>
${I}    <lcQuestion><description><para>Match each question to its answer.</para></description></lcQuestion>
${I}    <lcMatchTable>
${I}      <lcMatchingPair>
${I}        <lcItem><description><para>Write the question.</para></description></lcItem>
${I}        <lcMatchingItem><description><para>Write the answer.</para></description></lcMatchingItem>
${I}      </lcMatchingPair>
${I}    </lcMatchTable>
${I}  </lcDragAndDrop>
${I}</lcInteraction>`;
    default:
      return `${I}<title>${name}</title>
${I}<description>
${I}  <para>Describe what the learner is to know about the ${name}.</para>
${I}</description>`;
  }
}

export function learningContent({ techName, code }: TemplateInput): string {
  const event = code.learnEventCode ?? 'C';
  const element = LEARNING_EVENTS[event] ?? 'learningContent';
  return wrapped('learning', wrapped(element, inner(event, escapeXml(techName)), '      '));
}
