import { dashedCode } from './dashed-code';
import { alnum, digits } from './segment';

export type PmCode = {
  modelIdentCode: string;
  pmIssuer: string;
  pmNumber: string;
  pmVolume: string;
};

/** "PMC-S1000DBIKE-C3002-EPWG1-00" (prefix optional). */
const PM_CODE = dashedCode<PmCode>({
  prefix: 'PMC',
  what: 'a publication module code',
  form: 'PMC-MIC-ISSUER-NUMBER-VOLUME',
  segments: [
    { attribute: 'modelIdentCode', label: 'Model identification code', pattern: alnum(2, 14) },
    { attribute: 'pmIssuer', label: 'Publication module issuer (CAGE)', pattern: alnum(5) },
    { attribute: 'pmNumber', label: 'Publication module number', pattern: alnum(5) },
    { attribute: 'pmVolume', label: 'Volume number', pattern: digits(2) },
  ],
});

export const PM_CODE_SEGMENTS = PM_CODE.segments;
export const parsePmCode = PM_CODE.parse;
export const formatPmCode = PM_CODE.format;
export const validatePmCode = PM_CODE.validate;
export const readPmCodeElement = PM_CODE.readElement;
