import type { SnsMode } from '../check-sns';
import { inS1kdSet } from '../object-value';
import type { RequiredNames } from '../path-prefilter';
import type {
  BrexResult,
  ObjectReport,
  ReportedNode,
  RuleError,
  XPathErrorReport,
} from '../report';
import type { SeverityLevels } from '../severity';
import { translateXsdPattern } from '../xsd-regex';
import type { LxBrex, LxRule, SnsElement } from './lx-brex';
import {
  ATTRIBUTE,
  contentOf,
  errorHandler,
  documentNames,
  lineOf,
  type LxDocument,
  parentOf,
  xpathOf,
} from './lx-document';
import type { LxObjectInfo } from './lx-object';
import { compileXPath, evaluateXPath, type LxResult } from './lx-xpath';
import { shallowXml } from './shallow-xml';

export type LxCheckOptions = {
  /** -c: check objectValue lists. */
  values: boolean;
  sns?: SnsMode;
  notations?: boolean;
  severityLevels?: SeverityLevels;
  /** Evaluates a rule libxml2 cannot compile (XPath 2.0); absent: such a rule is an xpathError. */
  xpath2?: Xpath2Evaluator;
  /** libxml2 operations one object may use over all its rules (0: no limit). */
  maxXPathOps?: number;
};

/** A few seconds of XPath: the bike set's largest object needs well under 1% of it. */
export const DEFAULT_MAX_XPATH_OPS = 50_000_000;

/** Nodes found by the XPath 2.0 engine, already turned into report entries. */
export type Xpath2Result =
  { ok: true; nodes: ReportedNode[]; boolean?: boolean } | { ok: false; error: string };
export type Xpath2Evaluator = (objectPath: string, namespaces: Map<string, string>) => Xpath2Result;

/** Checks one parsed object against its BREX list: SNS, notations, then each BREX's rules. */
export function checkLxObject(
  doc: LxDocument,
  info: LxObjectInfo,
  brexList: readonly LxBrex[],
  options: LxCheckOptions,
): ObjectReport {
  const report: ObjectReport = { object: doc.fileName, status: 'checked', brex: [], errorCount: 0 };
  if (options.sns && info.rootName === 'dmodule') {
    report.sns = checkSns(info, brexList, options.sns);
    if (report.sns) report.errorCount++;
  }
  if (options.notations && info.unparsedEntities) {
    report.notations = checkNotations(info, brexList);
    report.errorCount += report.notations.length;
  }
  let names: ReturnType<typeof documentNames> | undefined;
  const namesOf = () => (names ??= documentNames(doc));
  const budget: Budget = {
    left: options.maxXPathOps ?? DEFAULT_MAX_XPATH_OPS,
    unlimited: options.maxXPathOps === 0,
    quiet: errorHandler(doc.lx),
  };
  for (const brex of brexList) {
    const result: BrexResult = { brex: brex.name, errors: [], xpathErrors: [] };
    for (const [index, rule] of brex.rules.entries()) {
      if (!rule.contexts.some((c) => c === null || c === (info.schema ?? ''))) continue;
      const error = checkRule(doc, index, rule, brex, options, namesOf, budget);
      if (error === undefined) continue;
      if ('message' in error) result.xpathErrors.push(error);
      else {
        result.errors.push(error);
        if (error.fail) report.errorCount++;
      }
    }
    report.brex.push(result);
  }
  if (budget.stoppedAt)
    report.limited = `${doc.fileName}: not fully checked: its rules need more than the limit of ${(options.maxXPathOps ?? DEFAULT_MAX_XPATH_OPS).toLocaleString('en-US')} XPath steps (rule ${budget.stoppedAt} was the first left out); split the object or check it with s1kd-brexcheck`;
  return report;
}

type XPathErrorEntry = XPathErrorReport;
type Budget = { left: number; unlimited: boolean; quiet: number; stoppedAt?: string };

function checkRule(
  doc: LxDocument,
  index: number,
  rule: LxRule,
  brex: LxBrex,
  options: LxCheckOptions,
  namesOf: () => { elements: Set<string>; attributes: Set<string> },
  budget: Budget,
): RuleError | XPathErrorEntry | undefined {
  const xpathError = (message: string): XPathErrorEntry => ({
    rule: index,
    objectPath: rule.objectPath ?? '',
    xpath: rule.pathXPath,
    message,
    ...(rule.pathLine ? { line: rule.pathLine } : {}),
  });
  if (rule.objectPath === undefined) return xpathError('the rule has no objectPath');
  let nodes: number[] = [];
  let reported: ReportedNode[] | undefined;
  let boolean = false;
  let version: '1.0' | '2.0' = '1.0';
  if (rule.required && provablyEmpty(rule.required, namesOf())) {
    // Provably empty: a name the path needs is absent from the object.
  } else {
    const compiled = compileXPath(doc.lx, rule.objectPath);
    let result: LxResult | undefined;
    if (compiled) {
      if (!budget.unlimited && budget.left <= 0) {
        budget.stoppedAt ??= rule.ruleId ?? rule.pathXPath;
        return {
          ...xpathError('was not applied: the object used up its XPath budget'),
          limited: true,
        };
      }
      const evaluation = evaluateXPath(
        doc,
        compiled,
        rule.namespaces,
        budget.unlimited ? 0 : budget.left,
        budget.quiet,
      );
      budget.left -= evaluation.ops;
      if (evaluation.limited) {
        budget.stoppedAt ??= rule.ruleId ?? rule.pathXPath;
        return {
          ...xpathError('was not applied: the object used up its XPath budget'),
          limited: true,
        };
      }
      result = evaluation.result;
    }
    if (!compiled && options.xpath2) {
      const r2 = options.xpath2(rule.objectPath.trim(), rule.namespaces);
      if (!r2.ok) return xpathError(`not XPath 1.0, and XPath 2.0 refused it: ${r2.error}`);
      reported = r2.nodes;
      boolean = r2.boolean ?? false;
      version = '2.0';
    } else if (!result) {
      return xpathError(
        compiled ? 'libxml2 could not evaluate it' : 'libxml2 could not compile it (not XPath 1.0)',
      );
    } else if (result.type === 'nodeset') nodes = result.nodes;
    else if (result.type === 'boolean') boolean = result.value;
  }
  const count = reported ? reported.length : nodes.length;
  const flag = rule.allowedObjectFlag;
  let invalid = false;
  if (flag === '0') invalid = count > 0 ? true : boolean;
  else if (flag === '1') invalid = count > 0 ? false : !boolean;
  const checkValues = options.values && rule.objectValues.length > 0;
  const valueOf = (i: number) => (reported ? reported[i]!.value : contentOf(doc.lx, nodes[i]!));
  const passes: boolean[] = [];
  if (checkValues) for (let i = 0; i < count; i++) passes.push(valueAllowed(rule, valueOf(i)));
  if (!invalid && checkValues) invalid = passes.some((p) => !p);
  if (!invalid) return undefined;
  const severity = rule.severity ?? brex.defaultSeverity;
  const level = severity !== undefined ? options.severityLevels?.[severity] : undefined;
  const error: RuleError = {
    rule: index,
    objectPath: rule.objectPath,
    objectUse: rule.objectUse,
    objectValuesXml: rule.objectValues.map((v) => v.xml),
    fail: level ? level.fail : true,
    objects: [],
    xpathVersion: version,
    ...(rule.ruleId !== undefined ? { ruleId: rule.ruleId } : {}),
    ...(rule.brDecisionRefXml ? { brDecisionRefXml: rule.brDecisionRefXml } : {}),
    ...(rule.allowedObjectFlag !== undefined ? { allowedObjectFlag: rule.allowedObjectFlag } : {}),
    ...(severity !== undefined ? { severity } : {}),
    ...(severity !== undefined && options.severityLevels
      ? { severityLabel: level?.label ?? '' }
      : {}),
  };
  for (let i = 0; i < count; i++) {
    if (checkValues && passes[i]) continue;
    error.objects.push(reported ? reported[i]! : reportNode(doc, nodes[i]!));
  }
  return error;
}

function reportNode(doc: LxDocument, node: number): ReportedNode {
  const { lx } = doc;
  if (!node) return { xpath: '', value: '', xml: '' };
  const line = lineOf(lx, node);
  const isAttribute = lx.HEAP32[(node + 4) >> 2] === ATTRIBUTE;
  return {
    xpath: xpathOf(lx, node),
    value: contentOf(lx, node),
    xml: shallowXml(lx, isAttribute ? parentOf(lx, node) : node),
    ...(line ? { line } : {}),
  };
}

const patterns = new Map<string, RegExp | null>();
const xsdPattern = (pattern: string) => {
  let regex = patterns.get(pattern);
  if (regex === undefined) patterns.set(pattern, (regex = translateXsdPattern(pattern)));
  return regex;
};

/** check_node_values: any objectValue admits the value. */
function valueAllowed(rule: LxRule, value: string): boolean {
  return rule.objectValues.some((v) => {
    if (v.form === 'range') return v.allowed !== undefined && inS1kdSet(value, v.allowed);
    if (v.form === 'pattern') {
      if (v.allowed === undefined) return false;
      // libxml2 returns -1 (taken as a match) for a pattern it cannot compile.
      const regex = xsdPattern(v.allowed);
      return regex ? regex.test(value) : true;
    }
    return v.allowed !== undefined && value === v.allowed;
  });
}

function provablyEmpty(
  required: RequiredNames,
  names: { elements: Set<string>; attributes: Set<string> },
): boolean {
  return (
    required.elements.some((n) => !names.elements.has(n)) ||
    required.attributes.some((n) => !names.attributes.has(n))
  );
}

// ---- SNS (-S, -St, -Su) ----

type SnsLevel = 'snsSystem' | 'snsSubSystem' | 'snsSubSubSystem' | 'snsAssy';

function* descendantsOf(node: SnsElement): Generator<SnsElement> {
  for (const child of node.children) {
    yield child;
    yield* descendantsOf(child);
  }
}

/** s1kd-brexcheck's walk down the combined snsRules of all the BREX. */
function checkSns(
  info: LxObjectInfo,
  brexList: readonly LxBrex[],
  mode: SnsMode,
): { code: string; invalidValue: string } | null {
  const group: SnsElement = {
    name: 'snsRulesGroup',
    codes: [],
    children: brexList.flatMap((b) => (b.sns ? [b.sns] : [])),
  };
  const code = (name: string) => info.dmCode?.[name] ?? null;
  const system = code('systemCode');
  const sub = code('subSystemCode');
  const subsub = code('subSubSystemCode');
  const assy = code('assyCode');
  const str = (v: string | null) => v ?? '(null)';
  const find = (ctx: SnsElement | null, level: SnsLevel, value?: string | null) => {
    const scope = level === 'snsSystem' ? group : ctx;
    if (!scope) return null;
    for (const n of descendantsOf(scope)) {
      if (n.name === level && (value === undefined || n.codes.includes(str(value)))) return n;
    }
    return null;
  };
  const shouldCheck = (value: string | null, level: SnsLevel, ctx: SnsElement | null) => {
    if (mode === 'strict') return true;
    if (mode === 'unstrict') return find(ctx, level) !== null;
    const omittable =
      level === 'snsSubSystem' || level === 'snsSubSubSystem'
        ? value === '0'
        : value === '00' || value === '0000';
    return !omittable || find(ctx, level) !== null;
  };
  let ctx: SnsElement | null = null;
  if (shouldCheck(system, 'snsSystem', ctx)) {
    ctx = find(ctx, 'snsSystem', system);
    if (!ctx) return { code: 'systemCode', invalidValue: system ?? '' };
  }
  if (shouldCheck(sub, 'snsSubSystem', ctx)) {
    ctx = find(ctx, 'snsSubSystem', sub);
    if (!ctx) return { code: 'subSystemCode', invalidValue: `${str(system)}-${str(sub)}` };
  }
  if (shouldCheck(subsub, 'snsSubSubSystem', ctx)) {
    ctx = find(ctx, 'snsSubSubSystem', subsub);
    if (!ctx)
      return {
        code: 'subSubSystemCode',
        invalidValue: `${str(system)}-${str(sub)}${str(subsub)}`,
      };
  }
  if (shouldCheck(assy, 'snsAssy', ctx) && !find(ctx, 'snsAssy', assy)) {
    return {
      code: 'assyCode',
      invalidValue: `${str(system)}-${str(sub)}${str(subsub)}-${str(assy)}`,
    };
  }
  return null;
}

// ---- Notations (-n) ----

/**
 * Each unparsed entity's notation must be named by a notation rule of some BREX whose
 * allowedNotationFlag is not "0". With no notation rules at all, every notation is an error.
 */
function checkNotations(
  info: LxObjectInfo,
  brexList: readonly LxBrex[],
): { notation: string; objectUseXml?: string }[] {
  const rules = brexList.flatMap((b) => b.notationRules);
  const errors: { notation: string; objectUseXml?: string }[] = [];
  for (const { notation } of info.unparsedEntities ?? []) {
    const allowed = rules.some((r) => r.names.includes(notation) && r.flags.some((f) => f !== '0'));
    if (allowed) continue;
    // (//notationRule[notationName=$n]|//notationRule)[1]: the first rule of all.
    const objectUseXml = rules[0]?.objectUseXml;
    errors.push({ notation, ...(objectUseXml ? { objectUseXml } : {}) });
  }
  return errors;
}
