import type { ObjectWrite } from '../../../src/data/s1000d-store-types.ts';
import { classifyFile } from '../../../src/s1000d/csdb/classify.ts';
import { xmldomParser } from '../../../src/s1000d/xml/xmldom-parser.ts';
const INFO_CODES = [
  ['040', 'Description', 'descript'],
  ['520', 'Remove procedure', 'proced'],
  ['720', 'Install procedure', 'proced'],
  ['300', 'Examination', 'proced'],
] as const;

const BREX = `<brexDmRef><dmRef><dmRefIdent><dmCode modelIdentCode="S1000D" systemDiffCode="H" systemCode="04" subSystemCode="1" subSubSystemCode="0" assyCode="0301" disassyCode="00" disassyCodeVariant="A" infoCode="022" infoCodeVariant="A" itemLocationCode="D"/></dmRefIdent></dmRef></brexDmRef>`;

const code = (n: number, infoCode: string) => {
  const system = String(10 + (Math.floor(n / 100) % 90)).padStart(2, '0');
  const assy = String(n % 100).padStart(2, '0');
  const disassy = String(Math.floor(n / 9000)).padStart(2, '0');
  return { system, assy, disassy, infoCode };
};

/** A small Issue 6 data module, one of `n` distinct codes, referring to its neighbour. */
export function generatedDataModule(n: number): { name: string; text: string } {
  const [infoCode, infoName, schema] = INFO_CODES[n % INFO_CODES.length]!;
  const c = code(n, infoCode);
  const next = code(n + 1, INFO_CODES[(n + 1) % INFO_CODES.length]![0]);
  const dmCode = (x: typeof c) =>
    `<dmCode modelIdentCode="BENCH" systemDiffCode="A" systemCode="${x.system}" subSystemCode="0" subSubSystemCode="0" assyCode="${x.assy}" disassyCode="${x.disassy}" disassyCodeVariant="A" infoCode="${x.infoCode}" infoCodeVariant="A" itemLocationCode="A"/>`;
  const body =
    schema === 'descript'
      ? `<description><levelledPara><title>General</title><para>Item ${n} is part of the bench product. See <dmRef><dmRefIdent>${dmCode(next)}</dmRefIdent></dmRef>.</para></levelledPara></description>`
      : `<procedure><preliminaryRqmts><reqCondGroup><noConds/></reqCondGroup><reqSupportEquips><noSupportEquips/></reqSupportEquips><reqSupplies><noSupplies/></reqSupplies><reqSpares><noSpares/></reqSpares><reqSafety><noSafety/></reqSafety></preliminaryRqmts><mainProcedure><proceduralStep><para>Do step one of item ${n}.</para></proceduralStep></mainProcedure><closeRqmts><reqCondGroup><noConds/></reqCondGroup></closeRqmts></procedure>`;
  const text = `<?xml version="1.0" encoding="UTF-8"?>
<dmodule xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.s1000d.org/S1000D_6/xml_schema_flat/${schema}.xsd">
<identAndStatusSection><dmAddress><dmIdent>${dmCode(c)}<language languageIsoCode="en" countryIsoCode="US"/><issueInfo issueNumber="001" inWork="00"/></dmIdent><dmAddressItems><issueDate year="2026" month="01" day="15"/><dmTitle><techName>Bench item ${n}</techName><infoName>${infoName}</infoName></dmTitle></dmAddressItems></dmAddress><dmStatus issueType="new"><security securityClassification="01"/><responsiblePartnerCompany enterpriseCode="K0378"><enterpriseName>Bench</enterpriseName></responsiblePartnerCompany><originator enterpriseCode="K0378"><enterpriseName>Bench</enterpriseName></originator><applic><displayText><simplePara>All</simplePara></displayText></applic>${BREX}<qualityAssurance><unverified/></qualityAssurance></dmStatus></identAndStatusSection>
<content>${body}</content>
</dmodule>
`;
  const name = `DMC-BENCH-A-${c.system}-00-${c.assy}-${c.disassy}A-${infoCode}A-A_001-00_EN-US.XML`;
  return { name, text };
}

/** A data module file as the content store's write, classified as an upload would. */
export async function objectWriteOf(name: string, text: string): Promise<ObjectWrite> {
  const bytes = new TextEncoder().encode(text);
  const found = await classifyFile(name, bytes, { parser: xmldomParser });
  if (found.status !== 'object') throw new Error(found.message);
  return {
    key: found.key,
    kind: found.kind,
    issueNumber: found.listing.i ?? '001',
    inWork: found.listing.w ?? '00',
    mediaType: 'application/xml',
    bytes,
    sha256: found.listing.h,
    row: found.listing,
    becomesCurrent: true,
    action: 'add',
  };
}

/** The first `count` generated modules as the content store's writes. */
export async function generatedWrites(count: number): Promise<ObjectWrite[]> {
  const writes: ObjectWrite[] = [];
  for (let n = 0; n < count; n++) {
    const { name, text } = generatedDataModule(n);
    writes.push(await objectWriteOf(name, text));
  }
  return writes;
}
