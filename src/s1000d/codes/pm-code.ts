import { fail, ok, type ParseResult } from '../result';
import { alnum, checkSegments, digits, type SegmentSpec } from './segment';

export type PmCode = {
  modelIdentCode: string;
  pmIssuer: string;
  pmNumber: string;
  pmVolume: string;
};

export const PM_CODE_SEGMENTS: readonly SegmentSpec[] = [
  { attribute: 'modelIdentCode', label: 'Model identification code', pattern: alnum(2, 14) },
  { attribute: 'pmIssuer', label: 'Publication module issuer (CAGE)', pattern: alnum(5) },
  { attribute: 'pmNumber', label: 'Publication module number', pattern: alnum(5) },
  { attribute: 'pmVolume', label: 'Volume number', pattern: digits(2) },
];

const PMC_BODY = /^([A-Z0-9]{2,14})-([A-Z0-9]{5})-([A-Z0-9]{5})-([0-9]{2})$/;

/** Parses "PMC-S1000DBIKE-C3002-EPWG1-00" (prefix optional). */
export function parsePmCode(text: string): ParseResult<PmCode> {
  const body = text.startsWith('PMC-') ? text.slice(4) : text;
  const m = PMC_BODY.exec(body);
  if (!m) return fail(`"${text}" is not a publication module code (PMC-MIC-ISSUER-NUMBER-VOLUME)`);
  return ok({ modelIdentCode: m[1]!, pmIssuer: m[2]!, pmNumber: m[3]!, pmVolume: m[4]! });
}

export function formatPmCode(code: PmCode, options: { prefix?: boolean } = {}): string {
  const body = [code.modelIdentCode, code.pmIssuer, code.pmNumber, code.pmVolume].join('-');
  return (options.prefix === false ? '' : 'PMC-') + body;
}

export function validatePmCode(code: PmCode): string[] {
  return checkSegments(PM_CODE_SEGMENTS, code);
}

export function readPmCodeElement(el: Element): PmCode | undefined {
  const get = (name: string) => el.getAttribute(name) ?? '';
  const code = {
    modelIdentCode: get('modelIdentCode'),
    pmIssuer: get('pmIssuer'),
    pmNumber: get('pmNumber'),
    pmVolume: get('pmVolume'),
  };
  return Object.values(code).every((v) => v !== '') ? code : undefined;
}
