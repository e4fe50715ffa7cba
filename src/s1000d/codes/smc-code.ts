import { fail, ok, type ParseResult } from '../result';
import { alnum, checkSegments, digits, type SegmentSpec } from './segment';

/** A SCORM content package code: the same four segments as a publication module code. */
export type SmcCode = {
  modelIdentCode: string;
  scormContentPackageIssuer: string;
  scormContentPackageNumber: string;
  scormContentPackageVolume: string;
};

export const SMC_CODE_SEGMENTS: readonly SegmentSpec[] = [
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
];

const SMC_BODY = /^([A-Z0-9]{2,14})-([A-Z0-9]{5})-([A-Z0-9]{5})-([0-9]{2})$/;

/** Parses "SMC-S1000DBIKE-C3002-00001-00" (prefix optional). */
export function parseSmcCode(text: string): ParseResult<SmcCode> {
  const body = text.startsWith('SMC-') ? text.slice(4) : text;
  const m = SMC_BODY.exec(body);
  if (!m)
    return fail(`"${text}" is not a SCORM content package code (SMC-MIC-ISSUER-NUMBER-VOLUME)`);
  return ok({
    modelIdentCode: m[1]!,
    scormContentPackageIssuer: m[2]!,
    scormContentPackageNumber: m[3]!,
    scormContentPackageVolume: m[4]!,
  });
}

export function formatSmcCode(code: SmcCode, options: { prefix?: boolean } = {}): string {
  const body = [
    code.modelIdentCode,
    code.scormContentPackageIssuer,
    code.scormContentPackageNumber,
    code.scormContentPackageVolume,
  ].join('-');
  return (options.prefix === false ? '' : 'SMC-') + body;
}

export function validateSmcCode(code: SmcCode): string[] {
  return checkSegments(SMC_CODE_SEGMENTS, code);
}

export function readSmcCodeElement(el: Element): SmcCode | undefined {
  const get = (name: string) => el.getAttribute(name) ?? '';
  const code = {
    modelIdentCode: get('modelIdentCode'),
    scormContentPackageIssuer: get('scormContentPackageIssuer'),
    scormContentPackageNumber: get('scormContentPackageNumber'),
    scormContentPackageVolume: get('scormContentPackageVolume'),
  };
  return Object.values(code).every((v) => v !== '') ? code : undefined;
}
