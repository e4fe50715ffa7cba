import { DEFAULT_BREX } from '../brex/default-brex';
import { formatDmCode, parseDmCode, type DmCode } from '../codes/dm-code';
import { wholeProductCode } from '../codes/whole-product-code';
import { escapeAttribute, escapeText } from '../csdb/lifecycle/text-edit';
import { dmCodeElement, rootStartTag } from '../xml/write-markup';
import type { ProjectSettings } from '../csdb/project-settings';
import { renderSnsRules, type SnsNode } from './sns-tree';

/** The code s1kd-newdm would give a project BREX: the project's model, SNS 00-00-00, info code 022. */
export function newProjectBrexCode(settings: ProjectSettings): DmCode {
  return wholeProductCode(settings, settings.modelIdentCodes[0] ?? 'PROJECT', '022');
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A new project BREX data module (issue 000-01, in work) holding only the SNS (or nothing),
 * layered on the S1000D default BREX of the project's issue, as s1kd-newdm makes one: what the
 * SNS builder and the issue pattern manager write when a project has no BREX of its own yet.
 */
export function newProjectBrex(
  settings: ProjectSettings,
  tree: readonly SnsNode[],
  options: { date: string; title?: string },
) {
  if (settings.issue === '3.0')
    throw new Error('A project BREX for Issue 3.0 cannot be written here.');
  const code = newProjectBrexCode(settings);
  const parent = parseDmCode(DEFAULT_BREX[settings.issue].code);
  if (!parent.ok) throw new Error(parent.error);
  const [year, month, day] = options.date.split('-');
  const parentIssue = DEFAULT_BREX[settings.issue].issueNumber;
  const enterprise = (name: string, e: { code: string; name: string }) =>
    `<${name} enterpriseCode="${escapeAttribute(e.code)}"><enterpriseName>${escapeText(e.name)}</enterpriseName></${name}>`;
  // No SNS yet (a project BREX made for its first rule): snsRules is optional in brex.
  const sns = tree.length
    ? renderSnsRules(tree, '  ')
        .split('\n')
        .map((line) => `      ${line}`)
        .join('\n')
    : '';
  const text = `${rootStartTag('dmodule', settings.issue, 'brex')}
  <identAndStatusSection>
    <dmAddress>
      <dmIdent>
        ${dmCodeElement(code)}
        <language languageIsoCode="${settings.languageIsoCode}" countryIsoCode="${settings.countryIsoCode}"/>
        <issueInfo issueNumber="000" inWork="01"/>
      </dmIdent>
      <dmAddressItems>
        <issueDate year="${year}" month="${pad(Number(month))}" day="${pad(Number(day))}"/>
        <dmTitle>
          <techName>${escapeText(options.title ?? 'Project')}</techName>
          <infoName>Business rules exchange</infoName>
        </dmTitle>
      </dmAddressItems>
    </dmAddress>
    <dmStatus issueType="new">
      <security securityClassification="${settings.securityClassification}"/>
      ${enterprise('responsiblePartnerCompany', settings.responsiblePartnerCompany)}
      ${enterprise('originator', settings.originator)}
      <applic>
        <displayText>
          <simplePara>All</simplePara>
        </displayText>
      </applic>
      <brexDmRef>
        <dmRef>
          <dmRefIdent>
            ${dmCodeElement(parent.value)}
            <issueInfo issueNumber="${parentIssue}" inWork="00"/>
          </dmRefIdent>
        </dmRef>
      </brexDmRef>
      <qualityAssurance>
        <unverified/>
      </qualityAssurance>
    </dmStatus>
  </identAndStatusSection>
  <content>
    <brex>${sns ? `\n${sns}` : ''}
    </brex>
  </content>
</dmodule>
`;
  const fileName = `${formatDmCode(code)}_000-01_${settings.languageIsoCode.toUpperCase()}-${settings.countryIsoCode}.XML`;
  return { code, fileName, text, bytes: new TextEncoder().encode(text) };
}
