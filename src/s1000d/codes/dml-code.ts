import { fail, ok, type ParseResult } from '../result';
import { alnum, checkSegments, digits, type SegmentSpec } from './segment';

/** dmlType in XML is lower case (c, p, s); the string form writes it in upper case. */
export const DML_TYPES = {
  c: 'Complete data module requirement list (DMRL)',
  p: 'Partial data module requirement list',
  s: 'CSDB status list',
} as const;
export type DmlType = keyof typeof DML_TYPES;

export type DmlCode = {
  modelIdentCode: string;
  senderIdent: string;
  dmlType: DmlType;
  yearOfDataIssue: string;
  seqNumber: string;
};

export const DML_CODE_SEGMENTS: readonly SegmentSpec[] = [
  { attribute: 'modelIdentCode', label: 'Model identification code', pattern: alnum(2, 14) },
  { attribute: 'senderIdent', label: 'Sender (CAGE)', pattern: alnum(5) },
  { attribute: 'dmlType', label: 'DML type', pattern: /^[cps]$/ },
  { attribute: 'yearOfDataIssue', label: 'Year of issue', pattern: digits(4) },
  { attribute: 'seqNumber', label: 'Sequence number', pattern: digits(5) },
];

const DML_BODY = /^([A-Z0-9]{2,14})-([A-Z0-9]{5})-([CPS])-([0-9]{4})-([0-9]{5})$/;

/** Parses "DML-S1000DBIKE-C3002-C-2012-00001" (prefix optional). */
export function parseDmlCode(text: string): ParseResult<DmlCode> {
  const body = text.startsWith('DML-') ? text.slice(4) : text;
  const m = DML_BODY.exec(body);
  if (!m) return fail(`"${text}" is not a DML code (DML-MIC-SENDER-TYPE-YEAR-SEQ, type C, P or S)`);
  return ok({
    modelIdentCode: m[1]!,
    senderIdent: m[2]!,
    dmlType: m[3]!.toLowerCase() as DmlType,
    yearOfDataIssue: m[4]!,
    seqNumber: m[5]!,
  });
}

export function formatDmlCode(code: DmlCode, options: { prefix?: boolean } = {}): string {
  const body = [
    code.modelIdentCode,
    code.senderIdent,
    code.dmlType.toUpperCase(),
    code.yearOfDataIssue,
    code.seqNumber,
  ].join('-');
  return (options.prefix === false ? '' : 'DML-') + body;
}

export function validateDmlCode(code: DmlCode): string[] {
  return checkSegments(DML_CODE_SEGMENTS, code);
}
