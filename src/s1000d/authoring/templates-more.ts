import { escapeXml, issuerOf, pmCodeElement } from '../xml/write-markup';
import { titlePageXml } from '../publication/fmgen';
import { CLOSE, PRELIMINARY, wrapped, type TemplateInput } from './template-parts';

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

/** Maintenance planning (schedul): one task definition, as the bike's D05 schedules. */
export function scheduleContent({ techName }: TemplateInput): string {
  return wrapped(
    'maintPlanning',
    `      <taskDefinition taskIdent="001">
        <task><taskDescr><simplePara>Do the maintenance of the ${escapeXml(techName)}.</simplePara></taskDescr></task>
      </taskDefinition>`,
  );
}

/** Wiring data (wrngdata) templates by information code: the equipment list. */
export const WIRING_CODES: Record<string, string> = { '056': 'equipment list' };

/** One electrical equipment item, as the bike lighting's 056 equipment list. */
export function wiringContent({ techName }: TemplateInput): string {
  return wrapped(
    'wiringData',
    `      <electricalEquipGroup>
        <electricalEquip>
          <functionalItemRef functionalItemNumber="FIN-0001"/>
          <partNumber>${escapeXml(techName)}</partNumber>
        </electricalEquip>
      </electricalEquipGroup>`,
  );
}

/** Front matter written by hand: the title page (001); the lists are generated (s1kd-fmgen). */
export const FRONT_MATTER_CODES: Record<string, string> = { '001': 'title page' };

/** A title page for a publication the author will name (PM number 00001, volume 00). */
export function frontMatterContent({ techName, code, settings, date }: TemplateInput): string {
  const pmCode = pmCodeElement({
    modelIdentCode: code.modelIdentCode,
    pmIssuer: issuerOf(settings),
    pmNumber: '00001',
    pmVolume: '00',
  });
  const issue = '<issueInfo issueNumber="000" inWork="01"/>';
  return wrapped('frontMatter', `      ${titlePageXml(settings, techName, pmCode, issue, date)}`);
}
