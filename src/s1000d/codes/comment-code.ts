import { fail, ok, type ParseResult } from '../result';
import { alnum, checkSegments, digits, type SegmentSpec } from './segment';

/** commentType in XML is lower case (q, i, r); the string form writes it in upper case. */
export const COMMENT_TYPES = { q: 'Query', i: 'Information', r: 'Response' } as const;
export type CommentType = keyof typeof COMMENT_TYPES;

export type CommentCode = {
  modelIdentCode: string;
  senderIdent: string;
  yearOfDataIssue: string;
  seqNumber: string;
  commentType: CommentType;
};

export const COMMENT_CODE_SEGMENTS: readonly SegmentSpec[] = [
  { attribute: 'modelIdentCode', label: 'Model identification code', pattern: alnum(2, 14) },
  { attribute: 'senderIdent', label: 'Sender (CAGE)', pattern: alnum(5) },
  { attribute: 'yearOfDataIssue', label: 'Year of issue', pattern: digits(4) },
  { attribute: 'seqNumber', label: 'Sequence number', pattern: digits(5) },
  { attribute: 'commentType', label: 'Comment type', pattern: /^[qir]$/ },
];

const COM_BODY = /^([A-Z0-9]{2,14})-([A-Z0-9]{5})-([0-9]{4})-([0-9]{5})-([QIR])$/;

/** Parses "COM-S1000DBIKE-C3002-2012-00001-Q" (prefix optional). */
export function parseCommentCode(text: string): ParseResult<CommentCode> {
  const body = text.startsWith('COM-') ? text.slice(4) : text;
  const m = COM_BODY.exec(body);
  if (!m)
    return fail(`"${text}" is not a comment code (COM-MIC-SENDER-YEAR-SEQ-TYPE, type Q, I or R)`);
  return ok({
    modelIdentCode: m[1]!,
    senderIdent: m[2]!,
    yearOfDataIssue: m[3]!,
    seqNumber: m[4]!,
    commentType: m[5]!.toLowerCase() as CommentType,
  });
}

export function formatCommentCode(code: CommentCode, options: { prefix?: boolean } = {}): string {
  const body = [
    code.modelIdentCode,
    code.senderIdent,
    code.yearOfDataIssue,
    code.seqNumber,
    code.commentType.toUpperCase(),
  ].join('-');
  return (options.prefix === false ? '' : 'COM-') + body;
}

export function validateCommentCode(code: CommentCode): string[] {
  return checkSegments(COMMENT_CODE_SEGMENTS, code);
}
