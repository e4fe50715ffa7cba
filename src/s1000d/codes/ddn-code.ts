import { fail, ok, type ParseResult } from '../result';
import { alnum, checkSegments, digits, type SegmentSpec } from './segment';

export type DdnCode = {
  modelIdentCode: string;
  senderIdent: string;
  receiverIdent: string;
  yearOfDataIssue: string;
  seqNumber: string;
};

export const DDN_CODE_SEGMENTS: readonly SegmentSpec[] = [
  { attribute: 'modelIdentCode', label: 'Model identification code', pattern: alnum(2, 14) },
  { attribute: 'senderIdent', label: 'Sender (CAGE)', pattern: alnum(5) },
  { attribute: 'receiverIdent', label: 'Receiver (CAGE)', pattern: alnum(5) },
  { attribute: 'yearOfDataIssue', label: 'Year of issue', pattern: digits(4) },
  { attribute: 'seqNumber', label: 'Sequence number', pattern: digits(5) },
];

const DDN_BODY = /^([A-Z0-9]{2,14})-([A-Z0-9]{5})-([A-Z0-9]{5})-([0-9]{4})-([0-9]{5})$/;

/** Parses "DDN-S1000DBIKE-C3002-U8025-2012-00001" (prefix optional). */
export function parseDdnCode(text: string): ParseResult<DdnCode> {
  const body = text.startsWith('DDN-') ? text.slice(4) : text;
  const m = DDN_BODY.exec(body);
  if (!m) return fail(`"${text}" is not a DDN code (DDN-MIC-SENDER-RECEIVER-YEAR-SEQ)`);
  return ok({
    modelIdentCode: m[1]!,
    senderIdent: m[2]!,
    receiverIdent: m[3]!,
    yearOfDataIssue: m[4]!,
    seqNumber: m[5]!,
  });
}

export function formatDdnCode(code: DdnCode, options: { prefix?: boolean } = {}): string {
  const body = [
    code.modelIdentCode,
    code.senderIdent,
    code.receiverIdent,
    code.yearOfDataIssue,
    code.seqNumber,
  ].join('-');
  return (options.prefix === false ? '' : 'DDN-') + body;
}

export function validateDdnCode(code: DdnCode): string[] {
  return checkSegments(DDN_CODE_SEGMENTS, code);
}
