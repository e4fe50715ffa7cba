import { fail, ok, type ParseResult } from '../result';
import { formatAnyCode, parseAnyCode, type AnyCode } from './any-code';

export type IssueInfo = { issueNumber: string; inWork: string };
/** languageIsoCode is kept in the lower case the XML uses; file names write it in upper case. */
export type Language = { languageIsoCode: string; countryIsoCode: string };

/** A CSDB file name: code, then optional _issue-inWork and _LANG-COUNTRY, then the extension. */
export type ParsedFileName = {
  code: AnyCode;
  issueInfo?: IssueInfo;
  language?: Language;
  extension: string;
};

const ISSUE = /^([0-9]{3,5})-([0-9]{2})$/;
const LANGUAGE = /^([A-Z]{2,3})-([A-Z]{2})$/;

/** Parses e.g. "DMC-BRAKE-AAA-DA1-00-00-00AA-041A-A_001-00_EN-US.XML"; a directory part is ignored. */
export function parseFileName(path: string): ParseResult<ParsedFileName> {
  const name = path.split(/[\\/]/).pop() ?? path;
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return fail(`"${name}" has no file extension`);
  const extension = name.slice(dot + 1);
  const [codeText = '', ...suffixes] = name.slice(0, dot).split('_');
  const code = parseAnyCode(codeText);
  if (!code.ok) return fail(code.error);
  const parsed: ParsedFileName = { code: code.value, extension };
  for (const suffix of suffixes) {
    const issue = ISSUE.exec(suffix);
    const language = LANGUAGE.exec(suffix);
    if (issue && !parsed.issueInfo && !parsed.language) {
      parsed.issueInfo = { issueNumber: issue[1]!, inWork: issue[2]! };
    } else if (language && !parsed.language) {
      parsed.language = {
        languageIsoCode: language[1]!.toLowerCase(),
        countryIsoCode: language[2]!,
      };
    } else {
      return fail(
        `"${name}": "_${suffix}" is neither an issue (_001-00) nor a language (_EN-US) in its place`,
      );
    }
  }
  return ok(parsed);
}

export function formatFileName(file: ParsedFileName): string {
  let name = formatAnyCode(file.code);
  if (file.issueInfo) name += `_${file.issueInfo.issueNumber}-${file.issueInfo.inWork}`;
  if (file.language) {
    name += `_${file.language.languageIsoCode.toUpperCase()}-${file.language.countryIsoCode}`;
  }
  return `${name}.${file.extension}`;
}
