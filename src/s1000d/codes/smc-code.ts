import { dashedCode } from './dashed-code';
import { alnum, digits } from './segment';

/** A SCORM content package code: the same four segments as a publication module code. */
export type SmcCode = {
  modelIdentCode: string;
  scormContentPackageIssuer: string;
  scormContentPackageNumber: string;
  scormContentPackageVolume: string;
};

/** "SMC-S1000DBIKE-C3002-00001-00" (prefix optional). */
const SMC_CODE = dashedCode<SmcCode>({
  prefix: 'SMC',
  what: 'a SCORM content package code',
  form: 'SMC-MIC-ISSUER-NUMBER-VOLUME',
  segments: [
    { attribute: 'modelIdentCode', label: 'Model identification code', pattern: alnum(2, 14) },
    {
      attribute: 'scormContentPackageIssuer',
      label: 'SCORM content package issuer (CAGE)',
      pattern: alnum(5),
    },
    {
      attribute: 'scormContentPackageNumber',
      label: 'SCORM content package number',
      pattern: alnum(5),
    },
    { attribute: 'scormContentPackageVolume', label: 'Volume number', pattern: digits(2) },
  ],
});

export const SMC_CODE_SEGMENTS = SMC_CODE.segments;
export const parseSmcCode = SMC_CODE.parse;
export const formatSmcCode = SMC_CODE.format;
export const validateSmcCode = SMC_CODE.validate;
export const readSmcCodeElement = SMC_CODE.readElement;
