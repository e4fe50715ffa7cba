import { escapeAttributeExactly, escapeText } from '../csdb/lifecycle/text-edit';
import type { BrexFinding } from './finding';
import type { ObjectReport, ReportOptions } from './report';

/**
 * The XML report of s1kd-brexcheck -x: brexCheck (with the options used), then per checked
 * object a document with its sns, notations and brex elements. Objects that were not
 * checked (unreadable, no BREX) have no document element, as in s1kd-brexcheck.
 */
export function brexCheckXml(reports: readonly ObjectReport[], options: ReportOptions): string {
  let out = `<?xml version="1.0"?>\n<brexCheck layered="${options.layered ? 'yes' : 'no'}" checkObjectValues="${options.values ? 'yes' : 'no'}" snsCheck="${options.sns ?? 'no'}" notationCheck="${options.notations ? 'yes' : 'no'}">`;
  for (const report of reports) {
    if (report.status !== 'checked') continue;
    out += `<document path="${escapeAttributeExactly(report.object)}">`;
    if (report.sns !== undefined) {
      out += '<sns>';
      out += report.sns
        ? `<error><code>${escapeText(report.sns.code)}</code><invalidValue>${escapeText(report.sns.invalidValue)}</invalidValue></error>`
        : '<noErrors/>';
      out += '</sns>';
    }
    if (report.notations !== undefined) {
      out += '<notations>';
      for (const n of report.notations)
        out += `<error><invalidNotation>${escapeText(n.notation)}</invalidNotation>${n.objectUseXml ?? ''}</error>`;
      if (report.notations.length === 0) out += '<noErrors/>';
      out += '</notations>';
    }
    for (const brex of report.brex) {
      out += `<brex path="${escapeAttributeExactly(brex.brex)}">`;
      const entries = [...brex.errors, ...brex.xpathErrors].sort((a, b) => a.rule - b.rule);
      for (const e of entries) {
        if ('message' in e) {
          out += `<xpathError line="${e.line ?? 0}" xpath="${escapeAttributeExactly(e.xpath)}">${escapeText(e.objectPath)}</xpathError>`;
          continue;
        }
        const level =
          e.severity !== undefined
            ? ` brSeverityLevel="${escapeAttributeExactly(e.severity)}"`
            : '';
        const fail = e.severity === undefined ? ' fail="yes"' : e.fail ? '' : ' fail="no"';
        out += `<error${level}${fail}>`;
        if (e.severityLabel !== undefined)
          out += e.severityLabel ? `<type>${escapeText(e.severityLabel)}</type>` : '<type/>';
        out += e.brDecisionRefXml ?? '';
        const flag =
          e.allowedObjectFlag !== undefined
            ? ` allowedObjectFlag="${escapeAttributeExactly(e.allowedObjectFlag)}"`
            : '';
        out += `<objectPath${flag}>${escapeText(e.objectPath)}</objectPath>`;
        out += `<objectUse>${escapeText(e.objectUse)}</objectUse>`;
        out += e.objectValuesXml.join('');
        for (const o of e.objects)
          out += `<object line="${o.line ?? 0}" xpath="${escapeAttributeExactly(o.xpath)}">${o.xml}</object>`;
        out += '</error>';
      }
      if (brex.errors.length === 0 && brex.xpathErrors.length === 0) out += '<noErrors/>';
      out += '</brex>';
    }
    out += '</document>';
  }
  return `${out}</brexCheck>\n`;
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** One row per finding: what the page's table and the CSV show. */
export function findingsOf(report: ObjectReport): BrexFinding[] {
  const object = report.object;
  if (report.status !== 'checked') {
    return [
      {
        kind: report.status === 'noBrex' ? 'noBrex' : report.status,
        object,
        fail: report.status !== 'noBrex',
        message: report.message ?? '',
      },
    ];
  }
  const findings: BrexFinding[] = [];
  if (report.sns) {
    findings.push({
      kind: 'sns',
      object,
      fail: true,
      value: report.sns.invalidValue,
      message: `Value of ${report.sns.code} does not conform to SNS: ${report.sns.invalidValue}`,
    });
  }
  for (const n of report.notations ?? []) {
    findings.push({
      kind: 'notation',
      object,
      fail: true,
      value: n.notation,
      message: `Notation ${n.notation} is not allowed.`,
    });
  }
  for (const brex of report.brex) {
    for (const e of brex.errors) {
      const base: BrexFinding = {
        kind: 'structure',
        object,
        brex: brex.brex,
        objectUse: collapse(e.objectUse),
        objectPath: collapse(e.objectPath),
        fail: e.fail,
        message: collapse(e.objectUse) || 'BREX rule broken',
        ...(e.ruleId !== undefined ? { ruleId: e.ruleId } : {}),
        ...(e.allowedObjectFlag !== undefined ? { allowedObjectFlag: e.allowedObjectFlag } : {}),
        ...(e.severity !== undefined ? { severity: e.severity } : {}),
      };
      if (e.objects.length === 0) findings.push(base);
      for (const o of e.objects)
        findings.push({
          ...base,
          kind: e.objectValuesXml.length > 0 && e.allowedObjectFlag !== '0' ? 'value' : 'structure',
          path: o.xpath,
          value: o.value,
          ...(o.line ? { line: o.line } : {}),
        });
    }
    for (const x of brex.xpathErrors)
      findings.push({
        kind: 'xpathError',
        object,
        brex: brex.brex,
        objectPath: collapse(x.objectPath),
        fail: false,
        message: x.limited
          ? 'Rule not applied: the object used up its XPath budget'
          : `Rule ignored: its objectPath ${x.message}`,
        ...(x.line ? { line: x.line } : {}),
      });
  }
  return findings;
}

const csvCell = (value: string | number | undefined) => {
  const s = value === undefined ? '' : String(value);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** CSV of the findings: object, BREX, rule, objectUse, severity, line, path, value, message. */
export function findingsCsv(reports: readonly ObjectReport[]): string {
  const header = [
    'object',
    'kind',
    'brex',
    'rule',
    'objectUse',
    'severity',
    'fail',
    'line',
    'path',
    'value',
    'message',
  ];
  const rows = reports
    .flatMap(findingsOf)
    .map((f) =>
      [
        f.object,
        f.kind,
        f.brex,
        f.ruleId,
        f.objectUse,
        f.severity,
        f.fail ? 'yes' : 'no',
        f.line,
        f.path,
        f.value,
        f.message,
      ]
        .map(csvCell)
        .join(','),
    );
  return [header.join(','), ...rows].join('\r\n') + '\r\n';
}
