import { parseDmCode } from '../../codes/dm-code';
import { compilePattern } from '../object-value';
import type { BrexDraft } from './brex-draft';
import { atLeast } from './render-brex';

const CAGE = /^[A-Z0-9]{5}$/;
const SEVERITY = /^brsl[0-9]{2}$/;

/** A problem with a draft: where it is (a rule's index, or the whole BREX) and what. */
export type DraftProblem = { rule?: number; message: string };

/**
 * Everything that keeps a draft from being a usable BREX data module, named at once: its
 * code (information code 022, item location D and assembly 00/0000, as the default BREX
 * requires of a BREX), identification, parent, and every rule, value and notation. XPath
 * syntax is the engine's to judge (libxml2), not this function's.
 */
export function validateBrexDraft(draft: BrexDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const add = (message: string, rule?: number) =>
    problems.push(rule === undefined ? { message } : { rule, message });
  if (!atLeast(draft.issue, '4.0'))
    add('The BREX builder writes Issue 4.0 and later; Issue 3.0 BREX use other markup.');
  const code = parseDmCode(draft.code);
  if (!code.ok) add(`BREX code: ${code.error}`);
  else {
    const c = code.value;
    if (c.infoCode !== '022') add('A BREX data module has information code 022 (BREX-S1-00268).');
    if (c.itemLocationCode !== 'D')
      add('A BREX data module has item location code D (BREX-S1-00268).');
    if (c.modelIdentCode !== 'S1000D' && c.assyCode !== '00' && c.assyCode !== '0000')
      add('A project BREX has assembly code 00 or 0000 (Issue 6 default BREX rule BREX-S1-00144).');
  }
  const parent = parseDmCode(draft.parent.code);
  if (!parent.ok) add(`Parent BREX: ${parent.error}`);
  else if (parent.value.infoCode !== '022') add('The parent BREX has information code 022.');
  if (!/^[0-9]{3}$/.test(draft.issueNumber) || !/^[0-9]{2}$/.test(draft.inWork))
    add('Issue number is three digits and in-work number two (001-00, 000-01).');
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(draft.issueDate) || isNaN(Date.parse(draft.issueDate)))
    add('Issue date is YYYY-MM-DD.');
  if (!/^[a-z]{2,3}$/.test(draft.languageIsoCode)) add('Language is an ISO 639 code (en, fr …).');
  if (!/^[A-Z]{2}$/.test(draft.countryIsoCode)) add('Country is an ISO 3166 code (US, GB …).');
  if (!draft.techName.trim()) add('The BREX needs a title (tech name).');
  if (!/^(0[1-9]|[1-9][0-9])$/.test(draft.securityClassification))
    add('Security classification is two digits, 01 to 99.');
  for (const [label, e] of [
    ['Responsible partner company', draft.responsiblePartnerCompany],
    ['Originator', draft.originator],
  ] as const) {
    if (!CAGE.test(e.code)) add(`${label} code is a 5-character CAGE code.`);
    if (!e.name.trim()) add(`${label} name is required.`);
  }
  if (draft.defaultSeverity && !SEVERITY.test(draft.defaultSeverity))
    add('The default severity level is brsl01 to brsl99.');
  if (draft.defaultSeverity && !atLeast(draft.issue, '4.2'))
    add('Severity levels exist from Issue 4.2 on.');
  const ids = new Map<string, number>();
  draft.rules.forEach((rule, i) => {
    const n = i + 1;
    if (!rule.objectPath.trim()) add(`Rule ${n}: the object path is empty.`, i);
    if (!rule.objectUse.trim()) add(`Rule ${n}: say what the rule is for (objectUse).`, i);
    if (rule.allowedObjectFlag === '2' && rule.values.length === 0)
      add(`Rule ${n}: flag 2 checks values only; give at least one allowed value.`, i);
    if (rule.severity && !SEVERITY.test(rule.severity))
      add(`Rule ${n}: the severity level is brsl01 to brsl99.`, i);
    if (rule.severity && !atLeast(draft.issue, '4.2'))
      add(`Rule ${n}: severity levels exist from Issue 4.2 on.`, i);
    if (rule.context && !/^[a-z]+$/.test(rule.context))
      add(`Rule ${n}: the context is a schema name (descript, proced …).`, i);
    if (rule.id) {
      if (ids.has(rule.id))
        add(`Rule ${n}: rule id ${rule.id} is also rule ${ids.get(rule.id)}'s.`, i);
      else ids.set(rule.id, n);
    }
    for (const v of rule.values) {
      if (v.allowed === '') add(`Rule ${n}: an allowed value is empty.`, i);
      else if (v.form === 'pattern' && !compilePattern(v.allowed))
        add(`Rule ${n}: "${v.allowed}" is not a regular expression.`, i);
      else if (v.form === 'range' && !/[~|]/.test(v.allowed))
        add(`Rule ${n}: a range is written a~b (or a|b for alternatives): "${v.allowed}".`, i);
    }
  });
  const names = new Set<string>();
  for (const n of draft.notations) {
    if (!/^[A-Za-z0-9._+-]+$/.test(n.name)) add(`Notation "${n.name}" is not a notation name.`);
    else if (names.has(n.name)) add(`Notation ${n.name} is listed twice.`);
    names.add(n.name);
  }
  return problems;
}
