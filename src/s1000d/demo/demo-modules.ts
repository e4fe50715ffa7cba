import type { DmCode } from '../codes/dm-code';
import {
  applic,
  ASSERT_120V,
  ASSERT_230V,
  ASSERT_SB_POST,
  ASSERT_SB_PRE,
  ASSERT_SP400,
  ASSERT_SP400A,
} from './demo-applic';
import { dmRef, type IcnEntity, type Title } from './demo-markup';
import type { DemoModule } from './demo-module';
import { WARNINGS } from './demo-tables';

/** The codes of the demo's data modules, by role. */
export type DemoCodes = Record<
  | 'brex'
  | 'act'
  | 'cct'
  | 'pct'
  | 'warnings'
  | 'description'
  | 'floatSwitch'
  | 'operation'
  | 'clean'
  | 'remove'
  | 'install'
  | 'flowCheck'
  | 'faultIsolation'
  | 'parts',
  DmCode
>;

export type DemoIcns = Record<'generalView' | 'impeller' | 'floatSwitch', IcnEntity>;

const graphic = (icn: IcnEntity) => `<graphic infoEntityIdent="${icn.icn}"/>`;

const warningsCir = (codes: DemoCodes) =>
  dmRef(codes.warnings, {
    title: { techName: 'Submersible utility pump', infoName: 'Warnings repository' },
  });

function warning(text: string) {
  return `<warning><warningAndCautionPara>${text}</warningAndCautionPara></warning>`;
}

const ref = (code: DmCode, title: Title) => dmRef(code, { title });

export function descriptionModule(codes: DemoCodes, icns: DemoIcns): DemoModule {
  return {
    code: codes.description,
    issue: { issueNumber: '001', inWork: '00' },
    title: { techName: 'Submersible utility pump', infoName: 'Description' },
    schema: 'descript',
    qa: 'tabtop',
    icns: [icns.generalView],
    content: `    <refs>
      ${ref(codes.floatSwitch, { techName: 'Float switch', infoName: 'Description of function' })}
      ${ref(codes.operation, { techName: 'Submersible utility pump', infoName: 'Normal operation procedure' })}
    </refs>
    <referencedApplicGroup>
      ${applic('Model: SP-400A', ASSERT_SP400A, 'app-sp400a')}
      ${applic('Model: SP-400', ASSERT_SP400, 'app-sp400')}
      ${applic('Voltage: 120', ASSERT_120V, 'app-120v')}
      ${applic('Voltage: 230', ASSERT_230V, 'app-230v')}
    </referencedApplicGroup>
    <description>
      <levelledPara id="par-0001">
        <title>General</title>
        <para>The Tidewell SP-400 is a portable submersible pump. It removes clean or lightly dirty water from flooded rooms, pits, pools and excavations. Put the pump in the water and connect a discharge hose. The pump does not operate dry for more than one minute.</para>
        <figure id="fig-0001">
          <title>Submersible utility pump, general view</title>
          ${graphic(icns.generalView)}
        </figure>
      </levelledPara>
      <levelledPara id="par-0002">
        <title>Main parts</title>
        <para>The pump has these main parts (refer to <internalRef internalRefId="fig-0001" internalRefTargetType="irtt01"/>):</para>
        <para>
          <randomList>
            <listItem><para>The motor housing, with the carrying handle and the identification plate.</para></listItem>
            <listItem><para>The impeller and the volute, which move the water to the discharge outlet.</para></listItem>
            <listItem><para>The inlet strainer, which stops stones and leaves.</para></listItem>
            <listItem><para>The power cord, 10 m long, with a plug for the local supply.</para></listItem>
          </randomList>
        </para>
      </levelledPara>
      <levelledPara id="par-0003" applicRefId="app-sp400a">
        <title>Float switch</title>
        <para>The SP-400A has a float switch on the motor housing. The float switch starts the pump when the water level increases to 450 mm and stops it when the level decreases to 100 mm. Refer to ${ref(codes.floatSwitch, { techName: 'Float switch', infoName: 'Description of function' })}.</para>
      </levelledPara>
      <levelledPara id="par-0004" applicRefId="app-sp400">
        <title>Manual switch</title>
        <para>The SP-400 has a switch on the handle. Set the switch to ON to start the pump and to OFF to stop it. Monitor the water level: the pump does not stop when the water has gone.</para>
      </levelledPara>
      <levelledPara id="par-0005">
        <title>Technical data</title>
        <table id="tab-0001">
          <title>Technical data</title>
          <tgroup cols="3">
            <colspec colname="c1"/><colspec colname="c2"/><colspec colname="c3"/>
            <thead>
              <row><entry><para>Characteristic</para></entry><entry><para>Value</para></entry><entry><para>Remarks</para></entry></row>
            </thead>
            <tbody>
              <row><entry><para>Maximum flow</para></entry><entry><para>400 l/min</para></entry><entry><para>At 1 m head</para></entry></row>
              <row><entry><para>Maximum head</para></entry><entry><para>9 m</para></entry><entry><para>At zero flow</para></entry></row>
              <row applicRefId="app-120v"><entry><para>Supply</para></entry><entry><para>120 V, 60 Hz, 6.5 A</para></entry><entry><para>North American plug</para></entry></row>
              <row applicRefId="app-230v"><entry><para>Supply</para></entry><entry><para>230 V, 50 Hz, 3.4 A</para></entry><entry><para>European plug</para></entry></row>
              <row><entry><para>Mass</para></entry><entry><para>7.5 kg</para></entry><entry><para>Without cord</para></entry></row>
              <row><entry><para>Largest solid that can pass</para></entry><entry><para>10 mm</para></entry><entry><para>Inlet strainer installed</para></entry></row>
            </tbody>
          </tgroup>
        </table>
      </levelledPara>
    </description>`,
  };
}

export function floatSwitchModule(codes: DemoCodes, icns: DemoIcns): DemoModule {
  return {
    code: codes.floatSwitch,
    issue: { issueNumber: '001', inWork: '00' },
    title: { techName: 'Float switch', infoName: 'Description of function' },
    schema: 'descript',
    qa: 'tabtop',
    icns: [icns.floatSwitch],
    applic: applic('Model: SP-400A', ASSERT_SP400A),
    content: `    <description>
      <levelledPara id="par-0001">
        <title>Function</title>
        <para>The float switch starts and stops the pump automatically. A float on a 150 mm tether moves with the water level. A tilt contact in the float closes when the float is up and opens when it is down (refer to <internalRef internalRefId="fig-0001" internalRefTargetType="irtt01"/>).</para>
        <figure id="fig-0001">
          <title>Float switch, start and stop levels</title>
          ${graphic(icns.floatSwitch)}
        </figure>
      </levelledPara>
      <levelledPara id="par-0002">
        <title>Start and stop levels</title>
        <para>The pump starts when the water level is 450 mm above the floor. The pump stops when the water level is 100 mm above the floor. Make sure that nothing can stop the movement of the float.</para>
      </levelledPara>
    </description>`,
  };
}

export function operationModule(codes: DemoCodes, icns: DemoIcns): DemoModule {
  const step = (challenge: string, response: string) => `          <crewDrillStep>
            <challengeAndResponse>
              <challenge><para>${challenge}</para></challenge>
              <response><para>${response}</para></response>
            </challengeAndResponse>
          </crewDrillStep>`;
  return {
    code: codes.operation,
    issue: { issueNumber: '001', inWork: '00' },
    title: { techName: 'Submersible utility pump', infoName: 'Normal operation procedure' },
    schema: 'crew',
    qa: 'onobject',
    icns: [icns.generalView],
    skillLevel: 'sk01',
    content: `    <refs>
      ${ref(codes.description, { techName: 'Submersible utility pump', infoName: 'Description' })}
    </refs>
    <referencedApplicGroup>
      ${applic('Model: SP-400A', ASSERT_SP400A, 'app-sp400a')}
      ${applic('Model: SP-400', ASSERT_SP400, 'app-sp400')}
    </referencedApplicGroup>
    <crew>
      <crewRefCard>
        <title>Pump operation</title>
        <crewDrill>
          <title>Before operation</title>
${step('Power cord and plug', 'No cuts, no damage')}
${step('Inlet strainer', 'Clean, installed')}
${step('Discharge hose', 'Connected, no kinks')}
        </crewDrill>
        <crewDrill>
          <title>Start</title>
${step('Pump', 'Upright on a firm surface in the water')}
${step('Power cord', 'Connected to a supply with a residual current device')}
          <crewDrillStep applicRefId="app-sp400">
            <challengeAndResponse>
              <challenge><para>Switch</para></challenge>
              <response><para>ON</para></response>
            </challengeAndResponse>
          </crewDrillStep>
          <crewDrillStep applicRefId="app-sp400a">
            <challengeAndResponse>
              <challenge><para>Float</para></challenge>
              <response><para>Free to move</para></response>
            </challengeAndResponse>
          </crewDrillStep>
        </crewDrill>
        <crewDrill>
          <title>Stop</title>
          <crewDrillStep applicRefId="app-sp400">
            <challengeAndResponse>
              <challenge><para>Switch</para></challenge>
              <response><para>OFF</para></response>
            </challengeAndResponse>
          </crewDrillStep>
${step('Power cord', 'Disconnected from the supply')}
        </crewDrill>
      </crewRefCard>
    </crew>`,
  };
}

function preliminary(options: {
  tools: [string, string][];
  warnings: (keyof typeof WARNINGS)[];
  conds: string[];
}) {
  const tools = options.tools.length
    ? `<supportEquipDescrGroup>${options.tools
        .map(
          ([id, name]) =>
            `\n          <supportEquipDescr id="${id}"><name>${name}</name><reqQuantity>1</reqQuantity></supportEquipDescr>`,
        )
        .join('')}
        </supportEquipDescrGroup>`
    : '<noSupportEquips/>';
  const conds = options.conds.length
    ? options.conds.map((c) => `<reqCondNoRef><reqCond>${c}</reqCond></reqCondNoRef>`).join('')
    : '<noConds/>';
  return `      <preliminaryRqmts>
        <reqCondGroup>${conds}</reqCondGroup>
        <reqSupportEquips>${tools}</reqSupportEquips>
        <reqSupplies><noSupplies/></reqSupplies>
        <reqSpares><noSpares/></reqSpares>
        <reqSafety><safetyRqmts>${options.warnings.map((w) => warning(WARNINGS[w])).join('')}</safetyRqmts></reqSafety>
      </preliminaryRqmts>`;
}

export function cleanModule(codes: DemoCodes): DemoModule {
  return {
    code: codes.clean,
    issue: { issueNumber: '001', inWork: '00' },
    title: { techName: 'Inlet strainer', infoName: 'Clean' },
    schema: 'proced',
    qa: 'onobject',
    skillLevel: 'sk01',
    content: `    <refs>
      ${warningsCir(codes)}
    </refs>
    <procedure>
${preliminary({ tools: [['seq-0001', 'Soft brush']], warnings: ['electric', 'dirty'], conds: ['The pump is out of the water.'] })}
      <mainProcedure>
        <proceduralStep id="stp-0001"><para>Put the pump upside down on a clean surface.</para></proceduralStep>
        <proceduralStep id="stp-0002"><para>Turn the inlet strainer counterclockwise and remove it from the volute.</para></proceduralStep>
        <proceduralStep id="stp-0003"><para>Flush the inlet strainer with clean water. Use the soft brush (<internalRef internalRefId="seq-0001" internalRefTargetType="irtt05"/>) to remove the dirt from the slots.</para></proceduralStep>
        <proceduralStep id="stp-0004"><para>Examine the inlet strainer for cracks. Replace a cracked strainer.</para></proceduralStep>
        <proceduralStep id="stp-0005"><para>Put the inlet strainer on the volute and turn it clockwise until it locks.</para></proceduralStep>
      </mainProcedure>
      <closeRqmts><reqCondGroup><noConds/></reqCondGroup></closeRqmts>
    </procedure>`,
  };
}

export function removeModule(codes: DemoCodes, icns: DemoIcns): DemoModule {
  return {
    code: codes.remove,
    issue: { issueNumber: '001', inWork: '00' },
    title: { techName: 'Impeller', infoName: 'Remove procedure' },
    schema: 'proced',
    qa: 'onobject',
    icns: [icns.impeller],
    skillLevel: 'sk02',
    content: `    <refs>
      ${warningsCir(codes)}
      ${ref(codes.clean, { techName: 'Inlet strainer', infoName: 'Clean' })}
    </refs>
    <referencedApplicGroup>
      ${applic('SB-400-01: post', ASSERT_SB_POST, 'app-sb-post')}
      ${applic('SB-400-01: pre', ASSERT_SB_PRE, 'app-sb-pre')}
    </referencedApplicGroup>
    <procedure>
${preliminary({
  tools: [
    ['seq-0001', 'Cross-tip screwdriver, size 2'],
    ['seq-0002', 'Hexagon key, 5 mm'],
  ],
  warnings: ['electric', 'hot', 'dirty'],
  conds: ['The pump is out of the water and drained.'],
})}
      <mainProcedure>
        <proceduralStep id="stp-0001"><para>Remove the inlet strainer. Refer to ${ref(codes.clean, { techName: 'Inlet strainer', infoName: 'Clean' })}.</para></proceduralStep>
        <proceduralStep id="stp-0002"><para>Remove the four screws (<internalRef internalRefId="fig-0001" internalRefTargetType="irtt01"/>, item 5) that attach the volute to the motor housing. Use the screwdriver (<internalRef internalRefId="seq-0001" internalRefTargetType="irtt05"/>).</para>
          <figure id="fig-0001">
            <title>Impeller and volute</title>
            ${graphic(icns.impeller)}
          </figure>
        </proceduralStep>
        <proceduralStep id="stp-0003"><para>Remove the volute (item 4) and its O-ring (item 3).</para></proceduralStep>
        <proceduralStep id="stp-0004" applicRefId="app-sb-post"><para>Hold the impeller and remove the impeller retaining screw (item 6) with the hexagon key (<internalRef internalRefId="seq-0002" internalRefTargetType="irtt05"/>).</para></proceduralStep>
        <proceduralStep id="stp-0005"><para>Pull the impeller (item 2) off the motor shaft.</para></proceduralStep>
        <proceduralStep id="stp-0006" applicRefId="app-sb-pre"><para>Examine the impeller vanes. If the vanes are worn by more than 2 mm, install the wear-resistant impeller of service bulletin SB-400-01.</para></proceduralStep>
      </mainProcedure>
      <closeRqmts><reqCondGroup><noConds/></reqCondGroup></closeRqmts>
    </procedure>`,
  };
}

export function installModule(codes: DemoCodes, icns: DemoIcns): DemoModule {
  return {
    code: codes.install,
    issue: { issueNumber: '001', inWork: '00' },
    title: { techName: 'Impeller', infoName: 'Install procedure' },
    schema: 'proced',
    qa: 'onobject',
    icns: [icns.impeller],
    skillLevel: 'sk02',
    content: `    <refs>
      ${warningsCir(codes)}
      ${ref(codes.flowCheck, { techName: 'Pump unit', infoName: 'Flow check' })}
    </refs>
    <referencedApplicGroup>
      ${applic('SB-400-01: post', ASSERT_SB_POST, 'app-sb-post')}
    </referencedApplicGroup>
    <procedure>
${preliminary({
  tools: [
    ['seq-0001', 'Cross-tip screwdriver, size 2'],
    ['seq-0002', 'Hexagon key, 5 mm'],
    ['seq-0003', 'Torque screwdriver, 0.5 to 5 Nm'],
  ],
  warnings: ['electric'],
  conds: ['The impeller is removed.'],
})}
      <mainProcedure>
        <proceduralStep id="stp-0001"><para>Push the impeller (<internalRef internalRefId="fig-0001" internalRefTargetType="irtt01"/>, item 2) onto the motor shaft until it stops.</para>
          <figure id="fig-0001">
            <title>Impeller and volute</title>
            ${graphic(icns.impeller)}
          </figure>
        </proceduralStep>
        <proceduralStep id="stp-0002" applicRefId="app-sb-post"><para>Install the impeller retaining screw (item 6). Tighten it to 4 Nm with the torque screwdriver (<internalRef internalRefId="seq-0003" internalRefTargetType="irtt05"/>).</para></proceduralStep>
        <proceduralStep id="stp-0003"><para>Turn the impeller by hand. Make sure that it turns freely.</para></proceduralStep>
        <proceduralStep id="stp-0004"><para>Install a new O-ring (item 3) and the volute (item 4). Install the four screws (item 5) and tighten them to 2 Nm.</para></proceduralStep>
        <proceduralStep id="stp-0005"><para>Install the inlet strainer.</para></proceduralStep>
      </mainProcedure>
      <closeRqmts>
        <reqCondGroup><reqCondDm><reqCond>Do a flow check.</reqCond>${ref(codes.flowCheck, { techName: 'Pump unit', infoName: 'Flow check' })}</reqCondDm></reqCondGroup>
      </closeRqmts>
    </procedure>`,
  };
}

export function flowCheckModule(codes: DemoCodes): DemoModule {
  return {
    code: codes.flowCheck,
    issue: { issueNumber: '000', inWork: '01' },
    title: { techName: 'Pump unit', infoName: 'Flow check' },
    schema: 'proced',
    qa: 'unverified',
    skillLevel: 'sk01',
    content: `    <refs>
      ${warningsCir(codes)}
      ${ref(codes.faultIsolation, { techName: 'Pump unit', infoName: 'Fault isolation procedure' })}
    </refs>
    <procedure>
${preliminary({
  tools: [
    ['seq-0001', 'Container, 100 l, with level marks'],
    ['seq-0002', 'Stopwatch'],
  ],
  warnings: ['electric'],
  conds: ['The pump is in a tank of clean water at least 300 mm deep.'],
})}
      <mainProcedure>
        <proceduralStep id="stp-0001"><para>Connect a 5 m discharge hose and put its end in the container (<internalRef internalRefId="seq-0001" internalRefTargetType="irtt05"/>), 1 m above the water level of the tank.</para></proceduralStep>
        <proceduralStep id="stp-0002"><para>Start the pump and let it operate for one minute.</para></proceduralStep>
        <proceduralStep id="stp-0003"><para>Measure the time to fill the container to the 100 l mark.</para></proceduralStep>
        <proceduralStep id="stp-0004"><para>Make sure that the time is 20 s or less (a flow of 300 l/min or more). If the time is more than 20 s, do the fault isolation procedure.</para></proceduralStep>
        <proceduralStep id="stp-0005"><para>Stop the pump and disconnect the power cord.</para></proceduralStep>
      </mainProcedure>
      <closeRqmts><reqCondGroup><noConds/></reqCondGroup></closeRqmts>
    </procedure>`,
  };
}

export function faultIsolationModule(codes: DemoCodes): DemoModule {
  return {
    code: codes.faultIsolation,
    issue: { issueNumber: '001', inWork: '00' },
    title: {
      techName: 'Pump unit',
      infoName: 'Fault isolation procedure',
      infoNameVariant: 'Pump operates, no water comes out',
    },
    schema: 'fault',
    qa: 'tabtop',
    skillLevel: 'sk02',
    content: `    <refs>
      ${ref(codes.clean, { techName: 'Inlet strainer', infoName: 'Clean' })}
      ${ref(codes.remove, { techName: 'Impeller', infoName: 'Remove procedure' })}
    </refs>
    <faultIsolation>
      <faultIsolationProcedure>
        <fault faultCode="TDW-F-001"/>
        <faultDescr><descr>The motor operates but no water comes out of the discharge outlet</descr></faultDescr>
        <isolationProcedure>
${preliminary({ tools: [], warnings: ['electric'], conds: [] })}
          <isolationMainProcedure>
            <isolationStep id="stp-0001">
              <action>Examine the discharge hose from the pump to its end.</action>
              <isolationStepQuestion>Is the hose kinked, blocked or frozen?</isolationStepQuestion>
              <isolationStepAnswer><yesNoAnswer><yesAnswer nextActionRefId="stp-0002"/><noAnswer nextActionRefId="stp-0003"/></yesNoAnswer></isolationStepAnswer>
            </isolationStep>
            <isolationProcedureEnd id="stp-0002">
              <action>Straighten or clear the hose, then start the pump again.</action>
            </isolationProcedureEnd>
            <isolationStep id="stp-0003">
              <action>Disconnect the power cord. Lift the pump out of the water and look at the inlet strainer.</action>
              <isolationStepQuestion>Is the inlet strainer blocked?</isolationStepQuestion>
              <isolationStepAnswer><yesNoAnswer><yesAnswer nextActionRefId="stp-0004"/><noAnswer nextActionRefId="stp-0005"/></yesNoAnswer></isolationStepAnswer>
            </isolationStep>
            <isolationProcedureEnd id="stp-0004">
              <action>Clean the inlet strainer. Refer to ${ref(codes.clean, { techName: 'Inlet strainer', infoName: 'Clean' })}.</action>
            </isolationProcedureEnd>
            <isolationStep id="stp-0005">
              <action>Remove the impeller and examine it.</action>
              <isolationStepQuestion>Is the impeller broken, worn or loose on the shaft?</isolationStepQuestion>
              <isolationStepAnswer><yesNoAnswer><yesAnswer nextActionRefId="stp-0006"/><noAnswer nextActionRefId="stp-0007"/></yesNoAnswer></isolationStepAnswer>
            </isolationStep>
            <isolationProcedureEnd id="stp-0006">
              <action>Replace the impeller. Refer to ${ref(codes.remove, { techName: 'Impeller', infoName: 'Remove procedure' })}.</action>
            </isolationProcedureEnd>
            <isolationProcedureEnd id="stp-0007">
              <action>Air is in the volute. Hold the pump at an angle in the water for 10 s to release the air, then start it again.</action>
            </isolationProcedureEnd>
          </isolationMainProcedure>
          <closeRqmts><reqCondGroup><noConds/></reqCondGroup></closeRqmts>
        </isolationProcedure>
      </faultIsolationProcedure>
    </faultIsolation>`,
  };
}

/** Parts of the pump unit, figure 1: item, indenture, part number, description, quantity. */
export const DEMO_PARTS: [string, number, string, string, string][] = [
  ['001', 1, 'SP400-PU-01', 'Pump unit', 'REF'],
  ['002', 2, 'SP400-IMP-02', 'Impeller, wear-resistant', '1'],
  ['003', 2, 'OR-60X3-NBR', 'O-ring, 60 mm x 3 mm, nitrile', '1'],
  ['004', 2, 'SP400-VOL-01', 'Volute', '1'],
  ['005', 2, 'SCR-M5X16-A4', 'Screw, M5 x 16, stainless steel', '4'],
  ['006', 2, 'SCR-M6X12-SKT', 'Screw, impeller retaining, M6 x 12', '1'],
  ['007', 2, 'SP400-STR-01', 'Inlet strainer', '1'],
];

export function partsModule(codes: DemoCodes, icns: DemoIcns): DemoModule {
  const items = DEMO_PARTS.map(
    ([
      item,
      indenture,
      partNumber,
      description,
      quantity,
    ]) => `      <catalogSeqNumber figureNumber="01" item="${item}" indenture="${indenture}">
        <itemSeqNumber itemSeqNumberValue="00A">
          <quantityPerNextHigherAssy>${quantity}</quantityPerNextHigherAssy>
          <partRef manufacturerCodeValue="7TDW1" partNumberValue="${partNumber}"/>
          <partSegment>
            <itemIdentData><descrForPart>${description}</descrForPart></itemIdentData>
          </partSegment>
        </itemSeqNumber>
      </catalogSeqNumber>`,
  );
  return {
    code: codes.parts,
    issue: { issueNumber: '000', inWork: '02' },
    title: { techName: 'Pump unit', infoName: 'Illustrated parts data' },
    schema: 'ipd',
    qa: 'unverified',
    icns: [icns.impeller],
    content: `    <illustratedPartsCatalog>
      <figure id="fig-0001">
        <title>Pump unit</title>
        ${graphic(icns.impeller)}
      </figure>
${items.join('\n')}
    </illustratedPartsCatalog>`,
  };
}
