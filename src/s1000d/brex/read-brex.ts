import type { S1000dXml } from '../xml/load-xml';
import { childElement, childElements, descendant, descendants, textOf } from '../xml/dom-query';
import { identOf } from '../refs/object-ident';
import { readRef } from '../refs/list-refs';
import type {
  AllowedObjectFlag,
  BrexRules,
  NotationRule,
  ObjectValue,
  SnsNode,
  StructureObjectRule,
  ValueForm,
  ValueTailoring,
} from './brex-model';
import { ALLOWED_OBJECT_FLAGS, VALUE_FORMS, VALUE_TAILORINGS } from './brex-model';

/** Reads the rules of a BREX data module, Issue 4.0 to 6 markup and the Issue 3.0 names. */
export function readBrex(xml: S1000dXml): BrexRules {
  const root = xml.document.documentElement;
  const brex = descendant(root, ['brex']);
  const ident = identOf(xml);
  const rules: BrexRules = { fileName: xml.fileName, structureRules: [], notationRules: [] };
  if (ident) rules.code = ident.code;
  if (xml.issue) rules.issue = xml.issue;
  const parent = descendant(root, ['brexDmRef']);
  const parentRef =
    parent && childElement(parent, 'dmRef') && readRef(childElement(parent, 'dmRef')!);
  if (parentRef) rules.parentRef = parentRef;
  const defaultSeverity = brex?.getAttribute('defaultBrSeverityLevel');
  if (defaultSeverity) rules.defaultSeverity = defaultSeverity;
  if (!brex) return rules;
  for (const context of descendants(brex, 'contextRules')) {
    const rulesContext = context.getAttribute('rulesContext') || undefined;
    for (const rule of descendants(context, 'structureObjectRule')) {
      rules.structureRules.push(readRule(xml, rule, rulesContext));
    }
    for (const notation of descendants(context, 'notationRule'))
      rules.notationRules.push(readNotation(notation));
  }
  for (const context of descendants(brex, 'contextrules')) {
    const rulesContext = context.getAttribute('context')?.trim() || undefined;
    for (const rule of descendants(context, 'objrule'))
      rules.structureRules.push(readRule30(xml, rule, rulesContext));
  }
  const narrative = descendants(brex, 'nonContextRule').map((r) =>
    childElements(r, 'simplePara')
      .map((p) => textOf(p))
      .join('\n'),
  );
  if (narrative.length) rules.nonContextRules = narrative;
  const sns = childElement(brex, 'snsRules');
  if (sns) rules.sns = childElements(sns, 'snsDescr').flatMap((d) => readSns(d, 'snsSystem'));
  return rules;
}

function readRule(
  xml: S1000dXml,
  rule: Element,
  rulesContext: string | undefined,
): StructureObjectRule {
  const path = childElement(rule, 'objectPath');
  const flag = path?.getAttribute('allowedObjectFlag') ?? '';
  const result: StructureObjectRule = {
    objectPath: path?.textContent?.trim() ?? '',
    allowedObjectFlag: toFlag(flag),
    objectUse: textOf(childElement(rule, 'objectUse')),
    objectValues: childElements(rule, 'objectValue').map(readObjectValue),
  };
  const ruleId =
    childElement(rule, 'brDecisionRef')?.getAttribute('brDecisionIdentNumber') ||
    rule.getAttribute('id');
  if (ruleId) result.ruleId = ruleId;
  const severity = rule.getAttribute('brSeverityLevel');
  if (severity) result.severity = severity;
  if (rulesContext) result.rulesContext = rulesContext;
  const line = xml.lines.lineOf(rule);
  if (line) result.line = line;
  return result;
}

function readObjectValue(v: Element): ObjectValue {
  const value: ObjectValue = {
    valueForm: toForm(v.getAttribute('valueForm')),
    valueAllowed: v.getAttribute('valueAllowed') ?? '',
    meaning: textOf(v),
  };
  const tailoring = v.getAttribute('valueTailoring')?.trim() ?? '';
  if ((VALUE_TAILORINGS as readonly string[]).includes(tailoring))
    value.valueTailoring = tailoring as ValueTailoring;
  return value;
}

// Issue 3.0: objrule/objpath[@objappl]/objuse/objval[@valtype @val1 @val2].
function readRule30(
  xml: S1000dXml,
  rule: Element,
  rulesContext: string | undefined,
): StructureObjectRule {
  const path = childElement(rule, 'objpath');
  const result: StructureObjectRule = {
    objectPath: path?.textContent?.trim() ?? '',
    allowedObjectFlag: toFlag(path?.getAttribute('objappl')?.trim() ?? ''),
    objectUse: textOf(childElement(rule, 'objuse')),
    objectValues: childElements(rule, 'objval').map((v): ObjectValue => {
      const val1 = v.getAttribute('val1') ?? '';
      const val2 = v.getAttribute('val2');
      const form = toForm(v.getAttribute('valtype'));
      return {
        valueForm: form,
        valueAllowed: form === 'range' && val2 ? `${val1}~${val2}` : val1,
        meaning: textOf(v),
      };
    }),
  };
  if (rulesContext) result.rulesContext = rulesContext;
  const line = xml.lines.lineOf(rule);
  if (line) result.line = line;
  return result;
}

// A missing or unknown flag gets no existence check: reporting errors for a rule whose
// intent is unstated would fail objects for the BREX author's omission.
function toFlag(flag: string): AllowedObjectFlag {
  return (ALLOWED_OBJECT_FLAGS as readonly string[]).includes(flag)
    ? (flag as AllowedObjectFlag)
    : '2';
}

function toForm(form: string | null): ValueForm {
  const trimmed = form?.trim() ?? '';
  return (VALUE_FORMS as readonly string[]).includes(trimmed) ? (trimmed as ValueForm) : 'single';
}

function readNotation(rule: Element): NotationRule {
  const name = childElement(rule, 'notationName');
  const result: NotationRule = {
    name: name?.textContent?.trim() ?? '',
    allowed: name?.getAttribute('allowedNotationFlag') !== '0',
    objectUse: textOf(childElement(rule, 'objectUse')),
  };
  const ruleId = childElement(rule, 'brDecisionRef')?.getAttribute('brDecisionIdentNumber');
  if (ruleId) result.ruleId = ruleId;
  return result;
}

const SNS_LEVELS = ['snsSystem', 'snsSubSystem', 'snsSubSubSystem', 'snsAssy'] as const;

function readSns(parent: Element, level: (typeof SNS_LEVELS)[number]): SnsNode[] {
  const next = SNS_LEVELS[SNS_LEVELS.indexOf(level) + 1];
  return childElements(parent, level).map((el) => ({
    code: childElement(el, 'snsCode')?.textContent?.trim() ?? '',
    title: textOf(childElement(el, 'snsTitle')),
    children: next ? readSns(el, next) : [],
  }));
}
