import { fail, ok, type ParseResult } from '../result';
import { matchSns } from '../sns/sns-match';
import type { XmlParser } from '../xml/xml-parser';
import { CODE_KIND_NAMES, parseAnyCode } from './any-code';
import {
  codeFromXml,
  codeToXml,
  type AnalyzableCode,
  type CodeWithContext,
  type CodeXml,
} from './code-xml';
import type { ProjectCodeRules } from './code-rules';
import { CSN_SEGMENTS, formatCsnCode, parseCsnCode, validateCsnCode } from './csn-code';
import { diagnoseCode } from './diagnose-code';
import { explainCode } from './explain-code';
import type { ExplainedSegment } from './explain-dm-code';
import { formatAnyCode } from './any-code';
import { formatFileName, parseFileName, type IssueInfo, type Language } from './file-name';
import { ISSUE6_INFO_CODES, ISSUE6_ITEM_LOCATION_CODES } from './issue6-tables';
import { lookUpValue } from './lookup-value';

export type CodeProblem = {
  severity: 'error' | 'warning';
  /** issue: the S1000D specification's rules; project: the project's settings, BREX or SNS. */
  rule: 'issue' | 'project';
  message: string;
  attribute?: string;
};

export type AnalyzedSegment = ExplainedSegment & { problem?: string };

export type CodeAnalysis = {
  input: string;
  source: 'code' | 'fileName' | 'xml';
  kind: AnalyzableCode['kind'];
  kindName: string;
  /** The code's string form, with its prefix. */
  code: string;
  /** The file name, when the input gave an issue or language (or was a file name). */
  fileName?: string;
  issueInfo?: IssueInfo;
  language?: Language;
  segments: AnalyzedSegment[];
  problems: CodeProblem[];
  xml: CodeXml;
  /** The SNS titles along the code, when the project's SNS knows them. */
  snsTitles?: string[];
};

export type AnalyzeOptions = { parser: XmlParser; rules?: ProjectCodeRules };

const KIND_NAMES: Record<AnalyzableCode['kind'], string> = {
  ...CODE_KIND_NAMES,
  csn: 'Catalog sequence number',
};

/**
 * Decodes any S1000D identifier an author pastes: a code (DMC, DME, PMC, PME, DML, DDN, COM,
 * ICN in both forms, UPF, SMC, IMF, CSN), a CSDB file name, or the XML of a code. Every
 * segment is named and explained; problems say whether the specification or the project
 * rules them out. Never throws: what cannot be read is explained.
 */
export function analyzeCode(input: string, options: AnalyzeOptions): ParseResult<CodeAnalysis> {
  const text = input.trim();
  if (text === '') return fail('Paste a code, a file name or the XML of a code.');
  const read = readInput(text, options.parser);
  if (!read.ok) return read;
  const { context, source, extension } = read.value;
  const problems: CodeProblem[] = [];
  const segments = explainSegments(context.code).map((s): AnalyzedSegment => ({ ...s }));
  const codeText = codeString(context, options.rules, problems);
  for (const message of issueProblems(context.code)) {
    problems.push({ severity: 'error', rule: 'issue', message });
  }
  const analysis: CodeAnalysis = {
    input,
    source,
    kind: context.code.kind,
    kindName: KIND_NAMES[context.code.kind],
    code: codeText,
    segments,
    problems,
    xml: codeToXml(context),
  };
  if (context.issueInfo) analysis.issueInfo = context.issueInfo;
  if (context.language) analysis.language = context.language;
  if ((context.issueInfo || context.language || extension) && context.code.kind !== 'csn') {
    analysis.fileName = formatFileName({
      code: context.code,
      ...(context.issueInfo ? { issueInfo: context.issueInfo } : {}),
      ...(context.language ? { language: context.language } : {}),
      extension: extension ?? 'XML',
    });
  }
  addContextSegments(analysis, context, extension);
  if (options.rules) checkProjectRules(analysis, context.code, options.rules);
  for (const problem of problems) {
    const segment = segments.find((s) => s.attribute === problem.attribute);
    if (segment && !segment.problem) segment.problem = problem.message;
  }
  return ok(analysis);
}

type ReadInput = { context: CodeWithContext; source: CodeAnalysis['source']; extension?: string };

function readInput(text: string, parser: XmlParser): ParseResult<ReadInput> {
  if (text.startsWith('<')) {
    const xml = codeFromXml(text, parser);
    return xml.ok ? ok({ context: xml.value, source: 'xml' }) : fail(xml.error);
  }
  const name = text.split(/[\\/]/).pop() ?? text;
  if (/\.[A-Za-z0-9]{2,5}$/.test(name) && /_|\.[A-Za-z]/.test(name)) {
    const file = parseFileName(name);
    if (file.ok) {
      const context: CodeWithContext = { code: file.value.code };
      if (file.value.issueInfo) context.issueInfo = file.value.issueInfo;
      if (file.value.language) context.language = file.value.language;
      return ok({ context, source: 'fileName', extension: file.value.extension });
    }
    const bare = name.slice(0, name.indexOf('_') > 0 ? name.indexOf('_') : name.lastIndexOf('.'));
    return failHint(file.error, diagnoseCode(bare));
  }
  if (text.startsWith('CSN-')) {
    const csn = parseCsnCode(text);
    return csn.ok
      ? ok({ context: { code: { kind: 'csn', code: csn.value } }, source: 'code' })
      : failHint(csn.error, diagnoseCode(text));
  }
  const code = parseAnyCode(text);
  if (code.ok) return ok({ context: { code: code.value }, source: 'code' });
  if (text !== text.toUpperCase()) {
    const upper = parseAnyCode(text.toUpperCase());
    if (upper.ok) return fail(`S1000D codes are written in capitals: ${text.toUpperCase()}`);
  }
  // Codes are often pasted without their prefix: a data module code is the usual one.
  if (!/^[A-Z]{3}-/.test(text) || !diagnoseCode(text)) {
    const dm = parseAnyCode(`DMC-${text}`);
    if (dm.ok) return ok({ context: { code: dm.value }, source: 'code' });
  }
  return failHint(code.error, diagnoseCode(text));
}

/** A failed parse carries the segment diagnosis after the general message. */
function failHint<T>(error: string, hint?: string): ParseResult<T> {
  return fail(hint ? `${error}. ${hint}` : error);
}

function explainSegments(code: AnalyzableCode): ExplainedSegment[] {
  if (code.kind !== 'csn') return explainCode(code).segments;
  return CSN_SEGMENTS.flatMap((spec) => {
    const value = (code.code as Record<string, string | undefined>)[spec.attribute];
    if (value === undefined || value === '') return [];
    const segment: ExplainedSegment = { attribute: spec.attribute, label: spec.label, value };
    if (spec.attribute === 'itemLocationCode') {
      const meaning = lookUpValue(ISSUE6_ITEM_LOCATION_CODES, value);
      if (meaning) segment.meaning = meaning;
    }
    return [segment];
  });
}

function issueProblems(code: AnalyzableCode): string[] {
  if (code.kind === 'csn') {
    if (!code.code.modelIdentCode || !code.code.systemDiffCode || !code.code.itemLocationCode)
      return [];
    return validateCsnCode(code.code);
  }
  return explainCode(code).problems;
}

/** The string form; a catalog sequence number from XML may lack segments the string needs. */
function codeString(
  context: CodeWithContext,
  rules: ProjectCodeRules | undefined,
  problems: CodeProblem[],
): string {
  const { code } = context;
  if (code.kind !== 'csn') return formatAnyCode(code);
  const filled = { ...code.code };
  const defaults: Record<string, string | undefined> = {
    modelIdentCode: rules?.modelIdentCodes?.[0],
    systemDiffCode: rules?.systemDiffCodes?.[0],
    itemLocationCode: undefined,
  };
  for (const attribute of ['modelIdentCode', 'systemDiffCode', 'itemLocationCode'] as const) {
    if (filled[attribute]) continue;
    const value = defaults[attribute];
    if (value) {
      filled[attribute] = value;
      problems.push({
        severity: 'warning',
        rule: 'project',
        attribute,
        message: `The XML leaves out ${attribute}; the string form uses the project's "${value}".`,
      });
    } else {
      filled[attribute] = attribute === 'itemLocationCode' ? 'A' : '?';
      problems.push({
        severity: 'warning',
        rule: 'issue',
        attribute,
        message:
          attribute === 'itemLocationCode'
            ? 'The XML leaves out itemLocationCode; the string form needs one (A is shown).'
            : `The XML leaves out ${attribute}; the string form needs it.`,
      });
    }
  }
  return formatCsnCode(filled);
}

function addContextSegments(analysis: CodeAnalysis, context: CodeWithContext, extension?: string) {
  const add = (segment: AnalyzedSegment) => analysis.segments.push(segment);
  if (context.issueInfo) {
    const { issueNumber, inWork } = context.issueInfo;
    add({ attribute: 'issueNumber', label: 'Issue number', value: issueNumber });
    add({
      attribute: 'inWork',
      label: 'In-work number',
      value: inWork,
      meaning:
        inWork === '00' ? 'Official (released) issue' : 'Work in progress towards the next issue',
    });
    if (issueNumber === '000' && inWork === '00') {
      analysis.problems.push({
        severity: 'error',
        rule: 'issue',
        attribute: 'issueNumber',
        message: 'Issue 000-00 does not exist: a new object starts at 000-01.',
      });
    }
  }
  if (context.language) {
    add({
      attribute: 'languageIsoCode',
      label: 'Language (ISO 639)',
      value: context.language.languageIsoCode,
    });
    add({
      attribute: 'countryIsoCode',
      label: 'Country (ISO 3166)',
      value: context.language.countryIsoCode,
    });
  }
  if (extension) add({ attribute: 'extension', label: 'File extension', value: extension });
}

function checkProjectRules(analysis: CodeAnalysis, code: AnalyzableCode, rules: ProjectCodeRules) {
  const project = rules.projectName ? `project ${rules.projectName}` : 'the project';
  const problem = (severity: CodeProblem['severity'], attribute: string, message: string) =>
    analysis.problems.push({ severity, rule: 'project', attribute, message });
  const values = ('code' in code ? code.code : {}) as Record<string, string | undefined>;
  const mic = values.modelIdentCode;
  if (mic && rules.modelIdentCodes?.length && !rules.modelIdentCodes.includes(mic)) {
    problem(
      'error',
      'modelIdentCode',
      `Model identification code ${mic} is not one of ${project}'s (${rules.modelIdentCodes.join(', ')}).`,
    );
  }
  const sdc = values.systemDiffCode;
  if (sdc && rules.systemDiffCodes?.length && !rules.systemDiffCodes.includes(sdc)) {
    problem(
      'warning',
      'systemDiffCode',
      `System difference code ${sdc} is not ${project}'s default (${rules.systemDiffCodes.join(', ')}).`,
    );
  }
  const infoCode = values.infoCode;
  if (infoCode) {
    const name = rules.infoCodeNames?.[infoCode];
    const segment = analysis.segments.find((s) => s.attribute === 'infoCode');
    if (name && segment) segment.meaning = `${name} (project information code)`;
    if (rules.infoCodes?.length && !rules.infoCodes.includes(infoCode)) {
      problem(
        'error',
        'infoCode',
        `Information code ${infoCode} is not allowed by ${project}'s rules.`,
      );
    } else if (!name && !lookUpValue(ISSUE6_INFO_CODES, infoCode) && /^[0-9]{3}$/.test(infoCode)) {
      problem(
        'warning',
        'infoCode',
        `Information code ${infoCode} is all digits but not in the specification's list: numeric codes are reserved to the specification.`,
      );
    }
  }
  const ilc = values.itemLocationCode;
  const wording = ilc ? rules.itemLocationNames?.[ilc] : undefined;
  const ilcSegment = analysis.segments.find((s) => s.attribute === 'itemLocationCode');
  if (wording && ilcSegment) ilcSegment.meaning = `${wording} (project wording)`;
  if (rules.sns && values.systemCode !== undefined) {
    const sns = {
      systemCode: values.systemCode,
      subSystemCode: values.subSystemCode ?? '',
      subSubSystemCode: values.subSubSystemCode ?? '',
      assyCode: values.assyCode ?? '',
    };
    const match = matchSns(rules.sns.tree, sns, rules.sns.mode);
    analysis.snsTitles = match.path.map((n) => n.title);
    const attributes = ['systemCode', 'subSystemCode', 'subSubSystemCode', 'assyCode'];
    match.path.forEach((node, i) => {
      const segment = analysis.segments.find((s) => s.attribute === attributes[i]);
      if (segment && !segment.meaning) segment.meaning = `${node.title} (${rules.sns!.name})`;
    });
    if (!match.ok) {
      const attribute = attributes[match.path.length] ?? 'systemCode';
      problem('error', attribute, `${match.message} of ${rules.sns.name}.`);
    }
  }
  const cage = values.senderIdent ?? values.pmIssuer ?? values.originatorCode ?? values.cage;
  if (cage && rules.enterprises?.length && !rules.enterprises.includes(cage)) {
    const attribute = ['senderIdent', 'pmIssuer', 'originatorCode', 'cage'].find(
      (a) => values[a] === cage,
    )!;
    problem(
      'warning',
      attribute,
      `${cage} is not one of ${project}'s enterprises (${rules.enterprises.join(', ')}).`,
    );
  }
  const language = analysis.language;
  if (
    language &&
    rules.languages?.length &&
    !rules.languages.some(
      (l) =>
        l.languageIsoCode === language.languageIsoCode &&
        l.countryIsoCode === language.countryIsoCode,
    )
  ) {
    problem(
      'warning',
      'languageIsoCode',
      `${language.languageIsoCode}-${language.countryIsoCode} is not ${project}'s language.`,
    );
  }
}
