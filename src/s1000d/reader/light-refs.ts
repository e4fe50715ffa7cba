import { DM_CODE_SEGMENTS, formatDmCode, type DmCode } from '../codes/dm-code';
import { extendedCode } from '../codes/extension-code';
import { formatPmCode } from '../codes/pm-code';
import type { IssueInfo, Language } from '../codes/file-name';
import { formatRefString } from '../csdb/object-key';
import { find, kid, textOfLight, type LightElement } from './light-xml';
import type { ModuleRef } from './model';

export function dmCodeOf(attrs: Record<string, string>): DmCode | undefined {
  const code: Record<string, string> = {};
  for (const spec of DM_CODE_SEGMENTS) {
    const value = attrs[spec.attribute];
    if (value) code[spec.attribute] = value;
  }
  if (DM_CODE_SEGMENTS.slice(0, 11).some((s) => code[s.attribute] === undefined)) return undefined;
  return code as DmCode;
}

export function pmCodeOf(attrs: Record<string, string>): string | undefined {
  const { modelIdentCode, pmIssuer, pmNumber, pmVolume } = attrs;
  if (!modelIdentCode || !pmIssuer || !pmNumber || !pmVolume) return undefined;
  return formatPmCode({ modelIdentCode, pmIssuer, pmNumber, pmVolume });
}

export function issueInfoOf(el: LightElement | undefined): IssueInfo | undefined {
  const issueNumber = el?.attrs.issueNumber;
  return issueNumber ? { issueNumber, inWork: el.attrs.inWork || '00' } : undefined;
}

export function languageOf(el: LightElement | undefined): Language | undefined {
  const languageIsoCode = el?.attrs.languageIsoCode;
  const countryIsoCode = el?.attrs.countryIsoCode;
  return languageIsoCode && countryIsoCode ? { languageIsoCode, countryIsoCode } : undefined;
}

/** "Wheel - Remove procedure": techName and infoName (with its variant) as a title. */
export function titleOf(el: LightElement | undefined): string {
  if (!el) return '';
  const tech = textOfLight(kid(el, 'techName'));
  const info = textOfLight(kid(el, 'infoName'));
  const variant = textOfLight(kid(el, 'infoNameVariant'));
  const infoText = [info, variant].filter(Boolean).join(', ');
  return [tech, infoText].filter(Boolean).join(' - ') || textOfLight(el);
}

/** The code with the ident's or reference's identExtension, if it has one (a DME/PME). */
export function extendedCodeOf(ident: LightElement | undefined, code: string): string {
  const extension = kid(ident, 'identExtension')?.attrs;
  return extendedCode(code, extension?.extensionProducer, extension?.extensionCode);
}

/** A dmRef or pmRef as the reader shows it: the reference string (code_issue_LANG) and title. */
export function readLightRef(el: LightElement): ModuleRef | undefined {
  const ident = kid(el, `${el.name}Ident`);
  let code: string | undefined;
  if (el.name === 'dmRef') {
    const dm = dmCodeOf(kid(ident, 'dmCode')?.attrs ?? {});
    code = dm && formatDmCode(dm);
  } else if (el.name === 'pmRef') {
    code = pmCodeOf(kid(ident, 'pmCode')?.attrs ?? {});
  }
  if (!code) return undefined;
  code = extendedCodeOf(ident, code);
  const issueInfo = issueInfoOf(kid(ident, 'issueInfo'));
  const language = languageOf(kid(ident, 'language'));
  const ref = formatRefString({
    code,
    ...(issueInfo ? { issueInfo } : {}),
    ...(language ? { language } : {}),
  });
  const titleEl = find(el, ['dmTitle', 'pmTitle']);
  const title = titleEl?.name === 'dmTitle' ? titleOf(titleEl) : textOfLight(titleEl);
  const found: ModuleRef = { kind: el.name === 'dmRef' ? 'dm' : 'pm', ref, label: code };
  if (title) found.title = title;
  return found;
}
