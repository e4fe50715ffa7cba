import { fail, ok, type ParseResult } from '../result';
import { modelAndSnsOf, modelAndSnsText, type ModelAndSns } from './model-and-sns';
import {
  alnum,
  checkSegments,
  MODEL_AND_SNS_SEGMENTS,
  readSegmentAttributes,
  type SegmentSpec,
} from './segment';

/** The attributes of a dmCode element; learnCode and learnEventCode come together or not at all. */
export type DmCode = ModelAndSns & {
  disassyCode: string;
  disassyCodeVariant: string;
  infoCode: string;
  infoCodeVariant: string;
  itemLocationCode: string;
  learnCode?: string;
  learnEventCode?: string;
};

export const DM_CODE_SEGMENTS: readonly SegmentSpec[] = [
  ...MODEL_AND_SNS_SEGMENTS,
  { attribute: 'disassyCode', label: 'Disassembly code', pattern: alnum(2) },
  { attribute: 'disassyCodeVariant', label: 'Disassembly code variant', pattern: alnum(1, 3) },
  { attribute: 'infoCode', label: 'Information code', pattern: alnum(3) },
  { attribute: 'infoCodeVariant', label: 'Information code variant', pattern: alnum(1) },
  { attribute: 'itemLocationCode', label: 'Item location code', pattern: /^[ABCDT]$/ },
  { attribute: 'learnCode', label: 'Learn code', pattern: /^[HT][A-Z0-9]{2}$/ },
  { attribute: 'learnEventCode', label: 'Learn event code', pattern: /^[A-E]$/ },
];

// Subsystem+sub-subsystem and disassembly code+variant are written without a separator,
// so the string form is split on '-' first and these pairs are cut by length.
const DMC_BODY =
  /^([A-Z0-9]{2,14})-([A-Z0-9]{1,4})-([A-Z0-9]{2,3})-([A-Z0-9])([A-Z0-9])-([A-Z0-9]{2}|[A-Z0-9]{4})-([A-Z0-9]{2})([A-Z0-9]{1,3})-([A-Z0-9]{3})([A-Z0-9])-([ABCDT])(?:-([HT][A-Z0-9]{2})([A-E]))?$/;

/** Parses "DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A" (the "DMC-" prefix is optional). */
export function parseDmCode(text: string): ParseResult<DmCode> {
  const body = text.startsWith('DMC-') ? text.slice(4) : text;
  const m = DMC_BODY.exec(body);
  if (!m)
    return fail(`"${text}" is not a data module code (DMC-MIC-SDC-SYS-SUBSUB-ASSY-DCV-ICV-ILC)`);
  const [dc, dcv, ic, icv, ilc, lc, lec] = m.slice(7);
  const code: DmCode = {
    ...modelAndSnsOf(m),
    disassyCode: dc!,
    disassyCodeVariant: dcv!,
    infoCode: ic!,
    infoCodeVariant: icv!,
    itemLocationCode: ilc!,
  };
  if (lc && lec) {
    code.learnCode = lc;
    code.learnEventCode = lec;
  }
  return ok(code);
}

/** Formats a data module code; without the prefix it is the form used inside dc:identifier. */
export function formatDmCode(code: DmCode, options: { prefix?: boolean } = {}): string {
  const parts = [
    ...modelAndSnsText(code),
    code.disassyCode + code.disassyCodeVariant,
    code.infoCode + code.infoCodeVariant,
    code.itemLocationCode,
  ];
  if (code.learnCode) parts.push(code.learnCode + (code.learnEventCode ?? ''));
  return (options.prefix === false ? '' : 'DMC-') + parts.join('-');
}

/** Problems with a dmCode built from XML attributes (the string parser cannot produce bad ones). */
export function validateDmCode(code: DmCode): string[] {
  const problems = checkSegments(DM_CODE_SEGMENTS, code);
  if (code.systemCode.length === 3 && !/^[A-HJT-Z0-9]/.test(code.systemCode)) {
    problems.push(
      `System code "${code.systemCode}": a 3-character system code starts with a material item category (A-H, J, T-Z, 0-9)`,
    );
  }
  if ((code.learnCode === undefined) !== (code.learnEventCode === undefined)) {
    problems.push('Learn code and learn event code must be given together');
  }
  return problems;
}

/** The segments every dmCode carries: all but the learn codes. */
const REQUIRED_SEGMENTS = DM_CODE_SEGMENTS.slice(0, 11);

/** Reads a dmCode element (Issue 4.0 and later); undefined when required attributes are absent. */
export function readDmCodeElement(el: Element): DmCode | undefined {
  const code: Record<string, string> = {};
  for (const spec of DM_CODE_SEGMENTS) {
    const value = el.getAttribute(spec.attribute);
    if (value !== null && value !== '') code[spec.attribute] = value;
  }
  if (REQUIRED_SEGMENTS.some((s) => code[s.attribute] === undefined)) return undefined;
  return code as DmCode;
}

/** A dmCode element's required segments as it carries them, a missing one as empty text. */
export function readDmCodeAttributes(el: Element): DmCode {
  return readSegmentAttributes(el, REQUIRED_SEGMENTS) as DmCode;
}
