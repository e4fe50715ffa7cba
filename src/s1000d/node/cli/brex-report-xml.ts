import type { BrexReport } from '../../brex/check-brex';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** XML report in the shape s1kd-brexcheck -x documents: brexCheck/document/brex/error. */
export function brexReportXml(reports: readonly BrexReport[]): string {
  const lines = ['<?xml version="1.0"?>', '<brexCheck>'];
  for (const report of reports) {
    lines.push(`<document path="${escape(report.object)}">`);
    const byBrex = new Map<string, typeof report.findings>();
    for (const f of report.findings)
      byBrex.set(f.brex ?? '', [...(byBrex.get(f.brex ?? '') ?? []), f]);
    for (const [brex, findings] of byBrex) {
      lines.push(`<brex path="${escape(brex)}">`);
      for (const f of findings) {
        const tag =
          f.kind === 'xpathError'
            ? 'xpathError'
            : f.kind === 'brexNotFound'
              ? 'brexNotFound'
              : 'error';
        lines.push(
          `<${tag} fail="${f.fail ? 'yes' : 'no'}" type="${f.kind}"${f.ruleId ? ` brDecisionIdentNumber="${escape(f.ruleId)}"` : ''}>`,
        );
        if (f.objectPath !== undefined)
          lines.push(
            `<objectPath allowedObjectFlag="${f.allowedObjectFlag ?? ''}">${escape(f.objectPath)}</objectPath>`,
          );
        lines.push(`<objectUse>${escape(f.objectUse ?? f.message)}</objectUse>`);
        if (f.path || f.line)
          lines.push(
            `<object line="${f.line ?? ''}" xpath="${escape(f.path ?? '')}"${f.value !== undefined ? ` value="${escape(f.value)}"` : ''}/>`,
          );
        lines.push(`</${tag}>`);
      }
      lines.push('</brex>');
    }
    lines.push('</document>');
  }
  lines.push('</brexCheck>');
  return lines.join('\n');
}
