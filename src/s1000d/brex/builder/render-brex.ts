import { parseDmCode, type DmCode } from '../../codes/dm-code';
import { schemaUrl, type ProjectIssue } from '../../csdb/project-settings';
import { renderSnsRules } from '../../sns/sns-tree';
import { escapeText } from '../../csdb/lifecycle/text-edit';
import { dmCodeElement, escapeXml, rootStartTag } from '../../xml/write-markup';
import type { BrexDraft, NotationDraft, RuleDraft } from './brex-draft';

/** Issues whose BREX markup has valueTailoring (4.1) and brSeverityLevel (4.2). */
const ORDER: readonly ProjectIssue[] = ['3.0', '4.0', '4.0.2', '4.1', '4.2', '5.0', '6'];
export const atLeast = (issue: ProjectIssue, from: ProjectIssue) =>
  ORDER.indexOf(issue) >= ORDER.indexOf(from);

function codeOf(text: string, what: string): DmCode {
  const parsed = parseDmCode(text);
  if (!parsed.ok) throw new Error(`${what} "${text}" is not a data module code: ${parsed.error}`);
  return parsed.value;
}

function ruleXml(rule: RuleDraft, issue: ProjectIssue, pad: string): string {
  const severity =
    rule.severity && atLeast(issue, '4.2') ? ` brSeverityLevel="${escapeXml(rule.severity)}"` : '';
  const lines = [`${pad}<structureObjectRule${severity}>`];
  if (rule.id) lines.push(`${pad}  <brDecisionRef brDecisionIdentNumber="${escapeXml(rule.id)}"/>`);
  lines.push(
    `${pad}  <objectPath allowedObjectFlag="${rule.allowedObjectFlag}">${escapeText(rule.objectPath.trim())}</objectPath>`,
    `${pad}  <objectUse>${escapeText(rule.objectUse.trim())}</objectUse>`,
  );
  for (const v of rule.values) {
    const tailoring =
      v.tailoring && atLeast(issue, '4.1') ? ` valueTailoring="${v.tailoring}"` : '';
    const open = `<objectValue valueForm="${v.form}" valueAllowed="${escapeXml(v.allowed)}"${tailoring}`;
    lines.push(
      `${pad}  ${v.meaning.trim() ? `${open}>${escapeText(v.meaning.trim())}</objectValue>` : `${open}/>`}`,
    );
  }
  lines.push(`${pad}</structureObjectRule>`);
  return lines.join('\n');
}

function notationXml(n: NotationDraft, pad: string): string {
  const lines = [`${pad}<notationRule>`];
  if (n.id) lines.push(`${pad}  <brDecisionRef brDecisionIdentNumber="${escapeXml(n.id)}"/>`);
  lines.push(
    `${pad}  <notationName allowedNotationFlag="${n.allowed ? '1' : '0'}">${escapeText(n.name.trim())}</notationName>`,
  );
  if (n.objectUse.trim())
    lines.push(`${pad}  <objectUse>${escapeText(n.objectUse.trim())}</objectUse>`);
  lines.push(`${pad}</notationRule>`);
  return lines.join('\n');
}

const contextsOf = (draft: BrexDraft) => [...new Set(['', ...draft.rules.map((r) => r.context)])];

/**
 * The draft index of each rule in the order the BREX lists them (rules for every object
 * first, then each schema's): what a report's rule position refers back to.
 */
export function renderedRuleOrder(draft: BrexDraft): number[] {
  return contextsOf(draft).flatMap((context) =>
    draft.rules.flatMap((r, i) => (r.context === context ? [i] : [])),
  );
}

/** The context blocks: rules for every object first, then one block per schema. */
function contextRulesXml(draft: BrexDraft): string[] {
  const contexts = contextsOf(draft);
  return contexts.flatMap((context) => {
    const rules = draft.rules.filter((r) => r.context === context);
    const notations = context === '' ? draft.notations : [];
    if (rules.length === 0 && notations.length === 0) return [];
    const open = context
      ? `<contextRules rulesContext="${escapeXml(schemaUrl(draft.issue, context))}">`
      : '<contextRules>';
    const lines = [`      ${open}`];
    if (rules.length) {
      lines.push('        <structureObjectRuleGroup>');
      lines.push(...rules.map((r) => ruleXml(r, draft.issue, '          ')));
      lines.push('        </structureObjectRuleGroup>');
    }
    if (notations.length) {
      lines.push('        <notationRuleList>');
      lines.push(...notations.map((n) => notationXml(n, '          ')));
      lines.push('        </notationRuleList>');
    }
    lines.push('      </contextRules>');
    return [lines.join('\n')];
  });
}

/**
 * A BREX data module (information code 022) written from a draft, in the markup of the
 * draft's S1000D issue (4.0 and later; Issue 3.0 BREX use other element names and are not
 * written). The parent BREX is named in brexDmRef, which is how layering is read.
 */
export function renderBrexModule(draft: BrexDraft): string {
  if (!atLeast(draft.issue, '4.0'))
    throw new Error(
      'The BREX builder writes Issue 4.0 and later; Issue 3.0 BREX use other markup.',
    );
  const code = codeOf(draft.code, 'BREX code');
  const parent = codeOf(draft.parent.code, 'Parent BREX code');
  const [year, month, day] = draft.issueDate.split('-');
  const enterprise = (el: string, e: { code: string; name: string }) =>
    `<${el} enterpriseCode="${escapeXml(e.code)}"><enterpriseName>${escapeText(e.name)}</enterpriseName></${el}>`;
  const parentIssue =
    draft.parent.issueNumber && draft.parent.inWork
      ? `<issueInfo issueNumber="${escapeXml(draft.parent.issueNumber)}" inWork="${escapeXml(draft.parent.inWork)}"/>`
      : '';
  const parentLanguage = draft.parent.language
    ? `<language languageIsoCode="${escapeXml(draft.parent.language.languageIsoCode)}" countryIsoCode="${escapeXml(draft.parent.language.countryIsoCode)}"/>`
    : '';
  const severity =
    draft.defaultSeverity && atLeast(draft.issue, '4.2')
      ? ` defaultBrSeverityLevel="${escapeXml(draft.defaultSeverity)}"`
      : '';
  const body: string[] = [];
  if (draft.sns) body.push(indent(renderSnsRules(draft.sns), '      '));
  body.push(...contextRulesXml(draft));
  if (draft.narrative.length) {
    body.push('      <nonContextRules>');
    for (const n of draft.narrative) {
      body.push('        <nonContextRule>');
      if (n.id) body.push(`          <brDecisionRef brDecisionIdentNumber="${escapeXml(n.id)}"/>`);
      for (const para of n.text
        .split(/\n\s*\n|\n/)
        .map((p) => p.trim())
        .filter(Boolean))
        body.push(`          <simplePara>${escapeText(para)}</simplePara>`);
      body.push('        </nonContextRule>');
    }
    body.push('      </nonContextRules>');
  }
  return `${rootStartTag('dmodule', draft.issue, 'brex')}
  <identAndStatusSection>
    <dmAddress>
      <dmIdent>
        ${dmCodeElement(code)}
        <language languageIsoCode="${escapeXml(draft.languageIsoCode)}" countryIsoCode="${escapeXml(draft.countryIsoCode)}"/>
        <issueInfo issueNumber="${escapeXml(draft.issueNumber)}" inWork="${escapeXml(draft.inWork)}"/>
      </dmIdent>
      <dmAddressItems>
        <issueDate year="${year}" month="${month}" day="${day}"/>
        <dmTitle><techName>${escapeText(draft.techName.trim())}</techName><infoName>Business rules exchange</infoName></dmTitle>
      </dmAddressItems>
    </dmAddress>
    <dmStatus issueType="${draft.issueType}">
      <security securityClassification="${escapeXml(draft.securityClassification)}"/>
      ${enterprise('responsiblePartnerCompany', draft.responsiblePartnerCompany)}
      ${enterprise('originator', draft.originator)}
      <applic><displayText><simplePara>All</simplePara></displayText></applic>
      <brexDmRef><dmRef><dmRefIdent>${dmCodeElement(parent)}${parentIssue}${parentLanguage}</dmRefIdent></dmRef></brexDmRef>
      <qualityAssurance><unverified/></qualityAssurance>
    </dmStatus>
  </identAndStatusSection>
  <content>
    <brex${severity}>
${body.join('\n')}
    </brex>
  </content>
</dmodule>
`;
}

function indent(text: string, pad: string): string {
  return text
    .split('\n')
    .map((line) => pad + line)
    .join('\n');
}
