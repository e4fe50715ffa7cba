import { parseAnyCode } from '../codes/any-code';
import type { IssueInfo, Language } from '../codes/file-name';
import { icnBase, parseIcnCode } from '../codes/icn-code';
import { KINDS_WITH_LANGUAGE, type ObjectKind } from './object-kind';

/** "en-US": language as S1000D writes it in XML (lower case) and country (upper case). */
export function formatLanguage(language: Language): string {
  return `${language.languageIsoCode.toLowerCase()}-${language.countryIsoCode.toUpperCase()}`;
}

export function parseLanguage(text: string): Language | undefined {
  const m = /^([A-Za-z]{2,3})-([A-Za-z]{2})$/.exec(text);
  return m
    ? { languageIsoCode: m[1]!.toLowerCase(), countryIsoCode: m[2]!.toUpperCase() }
    : undefined;
}

/** "001-00" */
export function formatIssue(issue: IssueInfo): string {
  return `${issue.issueNumber}-${issue.inWork}`;
}

/** Orders issues: 000-01 < 000-02 < 001-00 < 001-01 < 002-00. */
export function compareIssues(a: IssueInfo, b: IssueInfo): number {
  const n = Number(a.issueNumber) - Number(b.issueNumber);
  return n !== 0 ? n : Number(a.inWork) - Number(b.inWork);
}

/**
 * The stable key of an object across its issues: the code without issue or in-work, with the
 * language where the kind has one ("DMC-…-040A-D_EN-US", "PMC-…-00_EN-US", "DML-…"). An ICN's
 * code carries its own issue and security classification, so its key drops those and adds the
 * file format instead: one ICN may be delivered as CGM and PNG ("ICN-07GB6-BIKECI0001.CGM").
 */
export function objectKeyOf(
  kind: ObjectKind,
  code: string,
  language?: Language,
  extension?: string,
): string {
  if (kind === 'icn') {
    const icn = parseIcnCode(code);
    const base = icn.ok ? icnBase(icn.value) : code;
    return extension ? `${base}.${extension.toUpperCase()}` : base;
  }
  if (language && KINDS_WITH_LANGUAGE.has(kind)) {
    return `${code}_${language.languageIsoCode.toUpperCase()}-${language.countryIsoCode.toUpperCase()}`;
  }
  return code;
}

/**
 * A reference as one short string, the way file names write it:
 * "DMC-…-041A-A_009-00_EN-US", "PMC-…-00", "ICN-…-001-01". Issue and language appear only
 * when the reference names them.
 */
export function formatRefString(ref: { code: string; issueInfo?: IssueInfo; language?: Language }) {
  let text = ref.code;
  if (ref.issueInfo) text += `_${formatIssue(ref.issueInfo)}`;
  if (ref.language) {
    text += `_${ref.language.languageIsoCode.toUpperCase()}-${ref.language.countryIsoCode.toUpperCase()}`;
  }
  return text;
}

export type RefTarget = { code: string; issueInfo?: IssueInfo; language?: Language };

export function parseRefString(text: string): RefTarget {
  const [code = '', ...suffixes] = text.split('_');
  const target: RefTarget = { code };
  for (const suffix of suffixes) {
    const issue = /^([0-9]{3,5})-([0-9]{2})$/.exec(suffix);
    const language = parseLanguage(suffix);
    if (issue) target.issueInfo = { issueNumber: issue[1]!, inWork: issue[2]! };
    else if (language) target.language = language;
  }
  return target;
}

/** The kind a prefixed code names, or undefined for text that is no S1000D code. */
export function kindOfCode(code: string): ObjectKind | undefined {
  const parsed = parseAnyCode(code);
  if (!parsed.ok) return undefined;
  const byCode: Record<string, ObjectKind> = {
    dmc: 'dm',
    dme: 'dm',
    pmc: 'pm',
    pme: 'pm',
    dml: 'dml',
    ddn: 'ddn',
    com: 'comment',
    upf: 'upf',
    imf: 'imf',
    smc: 'smc',
    icn: 'icn',
  };
  return byCode[parsed.value.kind];
}
