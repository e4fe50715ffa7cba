import { formatDmCode, type DmCode } from '../codes/dm-code';
import { extendedCode } from '../codes/extension-code';
import type { IssueInfo, Language } from '../codes/file-name';
import { formatIcnCode, parseIcnCode } from '../codes/icn-code';
import { formatPmCode } from '../codes/pm-code';
import { formatSmcCode, readSmcCodeElement } from '../codes/smc-code';
import { identOf, readIssueInfo, readLanguage } from '../refs/object-ident';
import type { S1000dXml } from '../xml/load-xml';
import { childElement, descendant, textOf } from '../xml/dom-query';
import { KIND_BY_ROOT, type ObjectKind } from './object-kind';

/** Who an XML object says it is: kind, prefixed code, issue and language. */
export type ObjectIdentity = {
  kind: ObjectKind;
  /** Prefixed code without issue or language, e.g. DMC-..., DME-..., PMC-..., IMF-... */
  code: string;
  issueInfo?: IssueInfo;
  language?: Language;
  dmCode?: DmCode;
};

/**
 * Reads the identity of any XML CSDB object: Issue 4.0 to 6 markup (with DME/PME extensions,
 * ICN metadata files and SCORM content packages) and Issue 3.0 data and publication modules.
 */
export function readIdentity(xml: S1000dXml): ObjectIdentity | undefined {
  const root = xml.document.documentElement;
  const kind = root ? KIND_BY_ROOT[root.localName] : undefined;
  if (!root || !kind) return undefined;
  if (kind === 'imf') return readImf(root);
  if (kind === 'smc') return readSmc(root);
  const modern = identOf(xml);
  if (modern) {
    const identity: ObjectIdentity = { kind, code: modern.code };
    if (modern.issueInfo) identity.issueInfo = modern.issueInfo;
    if (modern.language) identity.language = modern.language;
    if (modern.dmCode) identity.dmCode = modern.dmCode;
    const extension = childElement(descendant(root, ['dmIdent', 'pmIdent']), 'identExtension');
    const producer = extension?.getAttribute('extensionProducer');
    const extCode = extension?.getAttribute('extensionCode');
    if (kind === 'dm' || kind === 'pm')
      identity.code = extendedCode(modern.code, producer, extCode);
    return identity;
  }
  return readIssue30(root, kind);
}

function readImf(root: Element): ObjectIdentity | undefined {
  const ident = descendant(root, ['imfIdent']);
  const icn = childElement(ident, 'imfCode')?.getAttribute('imfIdentIcn')?.trim();
  if (!icn) return undefined;
  const parsed = parseIcnCode(icn.startsWith('ICN-') ? icn : `ICN-${icn}`);
  const code = `IMF-${parsed.ok ? formatIcnCode(parsed.value).slice(4) : icn.replace(/^ICN-/, '')}`;
  const identity: ObjectIdentity = { kind: 'imf', code };
  const issue = readIssueInfo(childElement(ident, 'issueInfo'));
  if (issue) identity.issueInfo = issue;
  return identity;
}

function readSmc(root: Element): ObjectIdentity | undefined {
  const ident = descendant(root, ['scormContentPackageIdent']);
  const codeEl = childElement(ident, 'scormContentPackageCode');
  const smc = codeEl && readSmcCodeElement(codeEl);
  if (!smc) return undefined;
  const identity: ObjectIdentity = { kind: 'smc', code: formatSmcCode(smc) };
  const issue = readIssueInfo(childElement(ident, 'issueInfo'));
  if (issue) identity.issueInfo = issue;
  const language = readLanguage(childElement(ident, 'language'));
  if (language) identity.language = language;
  return identity;
}

/** Issue 3.0: dmaddres/dmc/avee (element per segment), pmaddres/pmc, issno, language. */
function readIssue30(root: Element, kind: ObjectKind): ObjectIdentity | undefined {
  const address = descendant(root, ['dmaddres', 'pmaddres']);
  if (!address) return undefined;
  let identity: ObjectIdentity | undefined;
  if (kind === 'dm') {
    const avee = descendant(address, ['avee']);
    const dmCode = avee && readAvee(avee);
    if (dmCode) identity = { kind, code: formatDmCode(dmCode), dmCode };
  } else if (kind === 'pm') {
    const pmc = descendant(address, ['pmc']);
    const get = (name: string) => textOf(childElement(pmc, name));
    const code = {
      modelIdentCode: get('modelic'),
      pmIssuer: get('pmissuer'),
      pmNumber: get('pmnumber'),
      pmVolume: get('pmvolume'),
    };
    if (Object.values(code).every((v) => v)) identity = { kind, code: formatPmCode(code) };
  }
  if (!identity) return undefined;
  const issno = childElement(address, 'issno');
  const issueNumber = issno?.getAttribute('issno');
  if (issueNumber)
    identity.issueInfo = { issueNumber, inWork: issno?.getAttribute('inwork') || '00' };
  const language = childElement(address, 'language') ?? descendant(root, ['language']);
  const lang = language?.getAttribute('language');
  const country = language?.getAttribute('country');
  if (lang && country) identity.language = { languageIsoCode: lang, countryIsoCode: country };
  return identity;
}

/** An Issue 3.0 avee: modelic, sdc, chapnum, section, subsect, subject, discode, discodev, incode, incodev, itemloc. */
export function readAvee(avee: Element): DmCode | undefined {
  const get = (name: string) => textOf(childElement(avee, name));
  const code: DmCode = {
    modelIdentCode: get('modelic'),
    systemDiffCode: get('sdc'),
    systemCode: get('chapnum'),
    subSystemCode: get('section'),
    subSubSystemCode: get('subsect'),
    assyCode: get('subject'),
    disassyCode: get('discode'),
    disassyCodeVariant: get('discodev'),
    infoCode: get('incode'),
    infoCodeVariant: get('incodev'),
    itemLocationCode: get('itemloc'),
  };
  return Object.values(code).every((v) => v) ? code : undefined;
}
