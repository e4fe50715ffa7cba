import { escapeXml } from '../xml/write-markup';
import { CLOSE, PRELIMINARY, type TemplateInput } from './template-parts';

/**
 * Templates whose shape depends on the information code or the learn event code, modelled on
 * the Issue 4.1 bike sample's modules of each schema (tests/fixtures/s1000d/bike-4.1).
 */

/** Fault isolation (42x) starts with one yes/no isolation step; fault reports with one isolated fault. */
export function faultContent({ techName, code }: TemplateInput): string {
  const name = escapeXml(techName);
  if (code.infoCode.startsWith('42'))
    return `    <faultIsolation>
      <faultIsolationProcedure>
        <fault faultCode="FC00001"/>
        <faultDescr><descr>The ${name} does not operate correctly.</descr></faultDescr>
        <isolationProcedure>
${PRELIMINARY}
          <isolationMainProcedure>
            <isolationStep id="stp-0001">
              <action>Do a check of the ${name}.</action>
              <isolationStepQuestion>Is the ${name} serviceable?</isolationStepQuestion>
              <isolationStepAnswer>
                <yesNoAnswer>
                  <yesAnswer nextActionRefId="stp-0002"/>
                  <noAnswer nextActionRefId="stp-0003"/>
                </yesNoAnswer>
              </isolationStepAnswer>
            </isolationStep>
            <isolationProcedureEnd id="stp-0002"><action>No fault found.</action></isolationProcedureEnd>
            <isolationProcedureEnd id="stp-0003"><action>Replace the ${name}.</action></isolationProcedureEnd>
          </isolationMainProcedure>
${CLOSE}
        </isolationProcedure>
      </faultIsolationProcedure>
    </faultIsolation>`;
  return `    <faultReporting>
      <isolatedFault id="flt-0001" faultCode="FC00001">
        <faultDescr><descr>The ${name} does not operate correctly.</descr></faultDescr>
      </isolatedFault>
    </faultReporting>`;
}

/** One catalog sequence number at the data module's SNS, figure 01 item 001, for one part. */
export function ipdContent({ techName, code }: TemplateInput): string {
  return `    <illustratedPartsCatalog>
      <catalogSeqNumber indenture="1" systemCode="${code.systemCode}" subSystemCode="${code.subSystemCode}" subSubSystemCode="${code.subSubSystemCode}" assyCode="${code.assyCode}" figureNumber="01" item="001">
        <itemSeqNumber itemSeqNumberValue="00A">
          <quantityPerNextHigherAssy>1</quantityPerNextHigherAssy>
          <partRef manufacturerCodeValue="00000" partNumberValue="PART-0001"/>
          <partSegment>
            <itemIdentData><descrForPart>${escapeXml(techName)}</descrForPart></itemIdentData>
          </partSegment>
          <partLocationSegment/>
        </itemSeqNumber>
      </catalogSeqNumber>
    </illustratedPartsCatalog>`;
}

/** The learning element named by the learn event code: C content, D summary. */
export const LEARNING_EVENTS: Record<string, string> = {
  C: 'learningContent',
  D: 'learningSummary',
};

export function learningContent({ techName, code }: TemplateInput): string {
  const element = LEARNING_EVENTS[code.learnEventCode ?? ''] ?? 'learningContent';
  const name = escapeXml(techName);
  return `    <learning>
      <${element}>
        <title>${name}</title>
        <description>
          <para>Describe what the learner is to know about the ${name}.</para>
        </description>
      </${element}>
    </learning>`;
}

/** Information codes of the common information repositories that have a template. */
export const REPOSITORY_CODES: Record<string, string> = { '00X': 'controls and indicators' };

/** The controls and indicators repository (00X) with one control. */
export function commonRepositoryContent({ techName }: TemplateInput): string {
  return `    <commonRepository>
      <controlIndicatorRepository>
        <controlIndicatorGroup>
          <controlIndicatorSpec controlIndicatorNumber="ci-0001">
            <controlIndicatorKey>1</controlIndicatorKey>
            <controlIndicatorName>${escapeXml(techName)}</controlIndicatorName>
            <controlIndicatorDescr>
              <controlIndicatorFunction>Describe what the control does.</controlIndicatorFunction>
            </controlIndicatorDescr>
          </controlIndicatorSpec>
        </controlIndicatorGroup>
      </controlIndicatorRepository>
    </commonRepository>`;
}
