import type { IssueInfo, Language } from '../codes/file-name';
import type { ObjectListing } from './listing';
import { formatIssue, parseLanguage } from './object-key';
import type { ObjectKind } from './object-kind';

/**
 * The S1000D file name of an object issue: "DMC-…_001-00_EN-US.XML", "PMC-…_000-01_EN-US.XML",
 * "DML-…_001-00.XML", "DDN-….XML", "ICN-….CGM". XML objects always end in ".XML" (the
 * convention of the specification's file-based transfer and s1kd-tools); other files keep
 * the extension they came with.
 */
export function s1000dFileName(object: {
  kind: ObjectKind;
  code: string;
  issueInfo?: IssueInfo;
  language?: Language;
  extension?: string;
}): string {
  if (object.kind === 'icn') return `${object.code}.${object.extension ?? 'BIN'}`;
  let name = object.code;
  if (object.issueInfo) name += `_${formatIssue(object.issueInfo)}`;
  if (object.language) {
    name += `_${object.language.languageIsoCode.toUpperCase()}-${object.language.countryIsoCode.toUpperCase()}`;
  }
  return `${name}.XML`;
}

/** The file name of a listing row's current issue. */
export function fileNameOfRow(row: ObjectListing): string {
  const language = row.l ? parseLanguage(row.l) : undefined;
  return s1000dFileName({
    kind: row.t,
    code: row.c,
    ...(row.i !== undefined && row.t !== 'icn'
      ? { issueInfo: { issueNumber: row.i, inWork: row.w ?? '00' } }
      : {}),
    ...(language ? { language } : {}),
    ...(row.x ? { extension: row.x } : {}),
  });
}
