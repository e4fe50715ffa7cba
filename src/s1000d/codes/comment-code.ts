import { dashedCode } from './dashed-code';
import { alnum, digits } from './segment';

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

/** "COM-S1000DBIKE-C3002-2012-00001-Q" (prefix optional). */
const COMMENT_CODE = dashedCode<CommentCode>({
  prefix: 'COM',
  what: 'a comment code',
  form: 'COM-MIC-SENDER-YEAR-SEQ-TYPE, type Q, I or R',
  segments: [
    { attribute: 'modelIdentCode', label: 'Model identification code', pattern: alnum(2, 14) },
    { attribute: 'senderIdent', label: 'Sender (CAGE)', pattern: alnum(5) },
    { attribute: 'yearOfDataIssue', label: 'Year of issue', pattern: digits(4) },
    { attribute: 'seqNumber', label: 'Sequence number', pattern: digits(5) },
    { attribute: 'commentType', label: 'Comment type', pattern: /^[qir]$/, upperInText: true },
  ],
});

export const COMMENT_CODE_SEGMENTS = COMMENT_CODE.segments;
export const parseCommentCode = COMMENT_CODE.parse;
export const formatCommentCode = COMMENT_CODE.format;
export const validateCommentCode = COMMENT_CODE.validate;
export const readCommentCodeAttributes = COMMENT_CODE.readAttributes;
