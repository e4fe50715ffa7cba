import { dashedCode } from './dashed-code';
import { alnum, digits } from './segment';

export type DdnCode = {
  modelIdentCode: string;
  senderIdent: string;
  receiverIdent: string;
  yearOfDataIssue: string;
  seqNumber: string;
};

/** "DDN-S1000DBIKE-C3002-U8025-2012-00001" (prefix optional). */
const DDN_CODE = dashedCode<DdnCode>({
  prefix: 'DDN',
  what: 'a DDN code',
  form: 'DDN-MIC-SENDER-RECEIVER-YEAR-SEQ',
  segments: [
    { attribute: 'modelIdentCode', label: 'Model identification code', pattern: alnum(2, 14) },
    { attribute: 'senderIdent', label: 'Sender (CAGE)', pattern: alnum(5) },
    { attribute: 'receiverIdent', label: 'Receiver (CAGE)', pattern: alnum(5) },
    { attribute: 'yearOfDataIssue', label: 'Year of issue', pattern: digits(4) },
    { attribute: 'seqNumber', label: 'Sequence number', pattern: digits(5) },
  ],
});

export const DDN_CODE_SEGMENTS = DDN_CODE.segments;
export const parseDdnCode = DDN_CODE.parse;
export const formatDdnCode = DDN_CODE.format;
export const validateDdnCode = DDN_CODE.validate;
export const readDdnCodeAttributes = DDN_CODE.readAttributes;
