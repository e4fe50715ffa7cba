import { fail, ok, type ParseResult } from '../result';

/** CAGE-based ICN: ICN-<CAGE>-<unique identifier>-<issue>-<security>. */
export type CageIcn = {
  form: 'cage';
  cage: string;
  uniqueIdentifier: string;
  issueNumber: string;
  securityClassification: string;
};

/** MIC-based ICN: ICN-<MIC>-<SDC>-<SNS>-<RPC>-<originator>-<seq>-<variant>-<issue>-<security>. */
export type MicIcn = {
  form: 'mic';
  modelIdentCode: string;
  systemDiffCode: string;
  snsCode: string;
  responsiblePartnerCompanyCode: string;
  originatorCode: string;
  uniqueIdentifier: string;
  variantCode: string;
  issueNumber: string;
  securityClassification: string;
};

export type IcnCode = CageIcn | MicIcn;

// Patterns of BREX-S1-00142 (Issue 6 default BREX), split into capture groups.
const CAGE_ICN = /^ICN-([A-Z0-9]{5})-([A-Z0-9]{5,10})-([0-9]{3})-([0-9]{2})$/;
const MIC_ICN =
  /^ICN-([A-Z0-9]{2,14})-([A-Z0-9]{1,4})-([A-Z0-9]{6,9})-([A-Z0-9])-([A-Z0-9]{5})-([A-Z0-9]{5})-([A-Z])-([0-9]{2,3})-([0-9]{1,2})$/;

/** Parses either ICN form; the prefix "ICN-" is required because it is part of the code. */
export function parseIcnCode(text: string): ParseResult<IcnCode> {
  const c = CAGE_ICN.exec(text);
  if (c) {
    return ok({
      form: 'cage',
      cage: c[1]!,
      uniqueIdentifier: c[2]!,
      issueNumber: c[3]!,
      securityClassification: c[4]!,
    });
  }
  const m = MIC_ICN.exec(text);
  if (m) {
    return ok({
      form: 'mic',
      modelIdentCode: m[1]!,
      systemDiffCode: m[2]!,
      snsCode: m[3]!,
      responsiblePartnerCompanyCode: m[4]!,
      originatorCode: m[5]!,
      uniqueIdentifier: m[6]!,
      variantCode: m[7]!,
      issueNumber: m[8]!,
      securityClassification: m[9]!,
    });
  }
  return fail(
    `"${text}" is not an ICN (CAGE-based ICN-CAGE-ID-ISS-SC or MIC-based ICN-MIC-SDC-SNS-RPC-ORIG-SEQ-VAR-ISS-SC)`,
  );
}

/** An ICN without its issue and security segments: every issue of one illustration shares it. */
export function icnBase(code: IcnCode): string {
  return code.form === 'cage'
    ? `ICN-${code.cage}-${code.uniqueIdentifier}`
    : [
        'ICN',
        code.modelIdentCode,
        code.systemDiffCode,
        code.snsCode,
        code.responsiblePartnerCompanyCode,
        code.originatorCode,
        code.uniqueIdentifier,
        code.variantCode,
      ].join('-');
}

export function formatIcnCode(code: IcnCode): string {
  return `${icnBase(code)}-${code.issueNumber}-${code.securityClassification}`;
}

/** A built code is valid when it formats to text the parser accepts as the same form. */
export function validateIcnCode(code: IcnCode): string[] {
  const parsed = parseIcnCode(formatIcnCode(code));
  if (!parsed.ok) return [parsed.error];
  return parsed.value.form === code.form ? [] : [`ICN reads as the ${parsed.value.form} form`];
}
