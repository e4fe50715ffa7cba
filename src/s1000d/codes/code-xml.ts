import { fail, ok, type ParseResult } from '../result';
import type { XmlParser } from '../xml/xml-parser';
import { childElement, descendant } from '../xml/dom-query';
import { readIssueInfo, readLanguage } from '../refs/object-ident';
import type { AnyCode } from './any-code';
import { CSN_SEGMENTS, type CsnCode } from './csn-code';
import { DM_CODE_SEGMENTS, readDmCodeElement } from './dm-code';
import { DDN_CODE_SEGMENTS } from './ddn-code';
import { DML_CODE_SEGMENTS, type DmlType } from './dml-code';
import { COMMENT_CODE_SEGMENTS, type CommentType } from './comment-code';
import type { IssueInfo, Language } from './file-name';
import { parseIcnCode } from './icn-code';
import { formatIcnCode } from './icn-code';
import { PM_CODE_SEGMENTS, readPmCodeElement } from './pm-code';
import { SMC_CODE_SEGMENTS, readSmcCodeElement } from './smc-code';
import { readSegmentAttributes, type SegmentSpec } from './segment';

/** Every form the code analyzer reads: the engine's prefixed codes and catalog sequence numbers. */
export type AnalyzableCode = AnyCode | { kind: 'csn'; code: CsnCode };

/** A code with what a file name or an ident element adds to it. */
export type CodeWithContext = { code: AnalyzableCode; issueInfo?: IssueInfo; language?: Language };

/** The XML an author writes for a code: the code element, the object's ident, a reference. */
export type CodeXml = { element: string; ident?: string; reference?: string };

const escapeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function element(name: string, specs: readonly SegmentSpec[], values: object): string {
  const record = values as Record<string, string | undefined>;
  const attributes = specs
    .filter((s) => record[s.attribute] !== undefined && record[s.attribute] !== '')
    .map((s) => `${s.attribute}="${escapeAttr(record[s.attribute]!)}"`);
  return `<${name} ${attributes.join(' ')}/>`;
}

const issueXml = (i?: IssueInfo) =>
  i ? `<issueInfo issueNumber="${i.issueNumber}" inWork="${i.inWork}"/>` : '';
const languageXml = (l?: Language) =>
  l
    ? `<language languageIsoCode="${l.languageIsoCode}" countryIsoCode="${l.countryIsoCode}"/>`
    : '';
const extensionXml = (e: { extensionProducer: string; extensionCode: string }) =>
  `<identExtension extensionProducer="${e.extensionProducer}" extensionCode="${e.extensionCode}"/>`;

/** Wraps a code element the way an object's ident (code, language, issue) and a reference (code, issue, language) order them. */
function wrap(
  ident: string,
  ref: string,
  code: string,
  context: CodeWithContext,
  before = '',
): Required<CodeXml> {
  const lang = languageXml(context.language);
  const issue = issueXml(context.issueInfo);
  return {
    // An extended code is its extension and its code together: the ident shows both.
    element: before ? `<${ident}>${before}${code}</${ident}>` : code,
    ident: `<${ident}>${before}${code}${lang}${issue}</${ident}>`,
    reference: `<${ref}><${ref}Ident>${before}${code}${issue}${lang}</${ref}Ident></${ref}>`,
  };
}

/** The XML of a code in the Issue 4.0 and later markup. */
export function codeToXml(context: CodeWithContext): CodeXml {
  const { code } = context;
  switch (code.kind) {
    case 'dmc':
      return wrap('dmIdent', 'dmRef', element('dmCode', DM_CODE_SEGMENTS, code.code), context);
    case 'dme':
      return wrap(
        'dmIdent',
        'dmRef',
        element('dmCode', DM_CODE_SEGMENTS, code.code),
        context,
        extensionXml(code.extension),
      );
    case 'pmc':
      return wrap('pmIdent', 'pmRef', element('pmCode', PM_CODE_SEGMENTS, code.code), context);
    case 'pme':
      return wrap(
        'pmIdent',
        'pmRef',
        element('pmCode', PM_CODE_SEGMENTS, code.code),
        context,
        extensionXml(code.extension),
      );
    case 'dml': {
      const values = { ...code.code, dmlType: code.code.dmlType };
      const el = element('dmlCode', DML_CODE_SEGMENTS, values);
      const issue = issueXml(context.issueInfo);
      return {
        element: el,
        ident: `<dmlIdent>${el}${issue}</dmlIdent>`,
        reference: `<dmlRef><dmlRefIdent>${el}${issue}</dmlRefIdent></dmlRef>`,
      };
    }
    case 'ddn': {
      const el = element('ddnCode', DDN_CODE_SEGMENTS, code.code);
      return { element: el, ident: `<ddnIdent>${el}</ddnIdent>` };
    }
    case 'com': {
      const el = element('commentCode', COMMENT_CODE_SEGMENTS, code.code);
      const lang = languageXml(context.language);
      return {
        element: el,
        ident: `<commentIdent>${el}${lang}</commentIdent>`,
        reference: `<commentRef><commentRefIdent>${el}${lang}</commentRefIdent></commentRef>`,
      };
    }
    case 'upf': {
      const el = element('updateCode', DM_CODE_SEGMENTS, code.code);
      return {
        element: el,
        ident: `<updateIdent>${el}${issueXml(context.issueInfo)}</updateIdent>`,
      };
    }
    case 'smc':
      return {
        element: element('scormContentPackageCode', SMC_CODE_SEGMENTS, code.code),
      };
    case 'icn': {
      const icn = formatIcnCode(code.code);
      return {
        element: `<graphic infoEntityIdent="${icn}"/>`,
        ident: `<!ENTITY ${icn} SYSTEM "${icn}.CGM" NDATA cgm>`,
        reference: `<graphic infoEntityIdent="${icn}"/>`,
      };
    }
    case 'imf': {
      const icn = formatIcnCode(code.code);
      const el = `<imfCode imfIdentIcn="${icn}"/>`;
      return { element: el, ident: `<imfIdent>${el}${issueXml(context.issueInfo)}</imfIdent>` };
    }
    case 'csn':
      return { element: element('catalogSeqNumber', CSN_SEGMENTS, code.code) };
  }
}

const CODE_ELEMENTS = [
  'dmCode',
  'pmCode',
  'dmlCode',
  'ddnCode',
  'commentCode',
  'updateCode',
  'scormContentPackageCode',
  'catalogSeqNumber',
  'imfCode',
] as const;

/**
 * Reads a code back from XML an author pastes: a code element on its own, or inside an ident
 * or a reference (its issue and language come along), or an ICN graphic or entity.
 */
export function codeFromXml(text: string, parser: XmlParser): ParseResult<CodeWithContext> {
  const trimmed = text.trim();
  const entity = /^<!ENTITY\s+(ICN-[A-Z0-9-]+)\s/.exec(trimmed);
  if (entity) return icnResult(entity[1]!);
  let root: Element;
  try {
    root = parser.parse(trimmed).documentElement;
  } catch (error) {
    return fail(`This is not well-formed XML: ${(error as Error).message}`);
  }
  const codeEl = CODE_ELEMENTS.includes(root.localName as never)
    ? root
    : descendant(root, CODE_ELEMENTS);
  if (!codeEl) {
    const icn = root.getAttribute('infoEntityIdent') ?? root.getAttribute('imfIdentIcn');
    if (icn) return icnResult(icn);
    return fail(
      `No S1000D code element here (${CODE_ELEMENTS.join(', ')}, or an element with infoEntityIdent)`,
    );
  }
  const container = codeEl === root ? undefined : (codeEl.parentNode as Element);
  const result = readCodeElement(codeEl, container);
  if (!result.ok) return result;
  const context: CodeWithContext = { code: result.value };
  const issue = readIssueInfo(childElement(container, 'issueInfo'));
  if (issue) context.issueInfo = issue;
  const language = readLanguage(childElement(container, 'language'));
  if (language) context.language = language;
  return ok(context);
}

function icnResult(text: string): ParseResult<CodeWithContext> {
  const icn = parseIcnCode(text);
  return icn.ok ? ok({ code: { kind: 'icn', code: icn.value } }) : fail(icn.error);
}

function readCodeElement(el: Element, container?: Element): ParseResult<AnalyzableCode> {
  const get = (name: string) => el.getAttribute(name) ?? '';
  const missing = (specs: readonly SegmentSpec[], optional: readonly string[] = []) =>
    specs
      .filter((s) => !optional.includes(s.attribute) && !el.getAttribute(s.attribute))
      .map((s) => s.attribute);
  const refuse = (names: string[]) =>
    fail<AnalyzableCode>(`<${el.localName}> lacks required attribute(s): ${names.join(', ')}`);
  const extension = childElement(container, 'identExtension');
  const ext = extension && {
    extensionProducer: extension.getAttribute('extensionProducer') ?? '',
    extensionCode: extension.getAttribute('extensionCode') ?? '',
  };
  switch (el.localName) {
    case 'dmCode':
    case 'updateCode': {
      const code = readDmCodeElement(el);
      if (!code) return refuse(missing(DM_CODE_SEGMENTS, ['learnCode', 'learnEventCode']));
      if (el.localName === 'updateCode') return ok({ kind: 'upf', code });
      return ok(ext ? { kind: 'dme', extension: ext, code } : { kind: 'dmc', code });
    }
    case 'pmCode': {
      const code = readPmCodeElement(el);
      if (!code) return refuse(missing(PM_CODE_SEGMENTS));
      return ok(ext ? { kind: 'pme', extension: ext, code } : { kind: 'pmc', code });
    }
    case 'dmlCode': {
      const absent = missing(DML_CODE_SEGMENTS);
      if (absent.length) return refuse(absent);
      return ok({
        kind: 'dml',
        code: {
          modelIdentCode: get('modelIdentCode'),
          senderIdent: get('senderIdent'),
          dmlType: get('dmlType').toLowerCase() as DmlType,
          yearOfDataIssue: get('yearOfDataIssue'),
          seqNumber: get('seqNumber'),
        },
      });
    }
    case 'ddnCode': {
      const absent = missing(DDN_CODE_SEGMENTS);
      if (absent.length) return refuse(absent);
      return ok({
        kind: 'ddn',
        code: {
          modelIdentCode: get('modelIdentCode'),
          senderIdent: get('senderIdent'),
          receiverIdent: get('receiverIdent'),
          yearOfDataIssue: get('yearOfDataIssue'),
          seqNumber: get('seqNumber'),
        },
      });
    }
    case 'commentCode': {
      const absent = missing(COMMENT_CODE_SEGMENTS);
      if (absent.length) return refuse(absent);
      return ok({
        kind: 'com',
        code: {
          modelIdentCode: get('modelIdentCode'),
          senderIdent: get('senderIdent'),
          yearOfDataIssue: get('yearOfDataIssue'),
          seqNumber: get('seqNumber'),
          commentType: get('commentType').toLowerCase() as CommentType,
        },
      });
    }
    case 'scormContentPackageCode': {
      const code = readSmcCodeElement(el);
      return code ? ok({ kind: 'smc', code }) : refuse(missing(SMC_CODE_SEGMENTS));
    }
    case 'imfCode': {
      const icn = parseIcnCode(get('imfIdentIcn'));
      return icn.ok ? ok({ kind: 'imf', code: icn.value }) : fail(icn.error);
    }
    default: {
      // catalogSeqNumber: model and system difference codes are optional in the XML.
      const absent = missing(CSN_SEGMENTS, [
        'modelIdentCode',
        'systemDiffCode',
        'figureNumberVariant',
        'itemVariant',
        'itemLocationCode',
      ]);
      if (absent.length) return refuse(absent);
      // The two variants are left out where the element has none.
      const { figureNumberVariant, itemVariant, ...required } = readSegmentAttributes(
        el,
        CSN_SEGMENTS,
      );
      const code = required as CsnCode;
      if (figureNumberVariant) code.figureNumberVariant = figureNumberVariant;
      if (itemVariant) code.itemVariant = itemVariant;
      return ok({ kind: 'csn', code });
    }
  }
}
