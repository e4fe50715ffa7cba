import { dashedCode } from './dashed-code';
import { alnum, digits } from './segment';

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

/** "DML-S1000DBIKE-C3002-C-2012-00001" (prefix optional). */
const DML_CODE = dashedCode<DmlCode>({
  prefix: 'DML',
  what: 'a DML code',
  form: 'DML-MIC-SENDER-TYPE-YEAR-SEQ, type C, P or S',
  segments: [
    { attribute: 'modelIdentCode', label: 'Model identification code', pattern: alnum(2, 14) },
    { attribute: 'senderIdent', label: 'Sender (CAGE)', pattern: alnum(5) },
    { attribute: 'dmlType', label: 'DML type', pattern: /^[cps]$/, upperInText: true },
    { attribute: 'yearOfDataIssue', label: 'Year of issue', pattern: digits(4) },
    { attribute: 'seqNumber', label: 'Sequence number', pattern: digits(5) },
  ],
});

export const DML_CODE_SEGMENTS = DML_CODE.segments;
export const parseDmlCode = DML_CODE.parse;
export const formatDmlCode = DML_CODE.format;
export const validateDmlCode = DML_CODE.validate;
export const readDmlCodeAttributes = DML_CODE.readAttributes;
