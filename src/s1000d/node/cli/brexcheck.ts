import { checkBrex, type BrexReport } from '../../brex/check-brex';
import type { SnsMode } from '../../brex/check-sns';
import type { BrexFinding } from '../../brex/finding';
import { resolveDefaultBrex, resolveReferencedBrex } from '../../brex/resolve-brex';
import { readSeverityLevels } from '../../brex/severity';
import { defaultBrexFromDir } from '../default-brex-dir';
import { readXmlFile } from '../read-xml-file';
import { EXIT, parseArgs, UsageError } from './args';
import { defaultBrexDir, expandPaths, loadObjects } from './load-files';
import { brexReportXml } from './brex-report-xml';

export const BREXCHECK_USAGE = `ips-s1000d brexcheck [options] <object or folder>...
  -b, --brex <file>        check against this BREX (repeatable); default: each object's brexDmRef
  -B, --default-brex       check against the default BREX of each object's issue only
  -d, --dir <folder>       folder of the CSDB set in which to find referenced BREX (repeatable)
  -l, --layered            also check against the parents of each BREX (their brexDmRef)
  -S, -St, -Su             SNS check: normal, strict, unstrict
  -n, --notations          check notation rules
      --no-values          do not check objectValue lists
  -w, --severity-levels <file>  .brseveritylevels file
      --default-brex-dir <folder>  where the S1000D default BREX files are
  -x, --xml                XML report (s1kd-brexcheck shape);  --json  JSON report
  -q, --quiet              no output, exit status only
Exit: 0 no errors, 1 BREX errors, 2 object unreadable, 3 BREX not found, 4 invalid XPath in a rule`;

const VALUE_FLAGS = [
  '-b',
  '--brex',
  '-d',
  '--dir',
  '-w',
  '--severity-levels',
  '--default-brex-dir',
];

export function runBrexcheck(argv: readonly string[], out: (s: string) => void): number {
  const { flags, positional } = parseArgs(argv, VALUE_FLAGS);
  const has = (...names: string[]) => names.some((n) => flags.has(n));
  const values = (...names: string[]) => names.flatMap((n) => flags.get(n) ?? []);
  if (positional.length === 0) throw new UsageError('no objects given');
  const targets = loadObjects(expandPaths(positional));
  const setObjects = loadObjects(expandPaths(values('-d', '--dir'))).objects;
  const explicit = values('-b', '--brex').map((p) => readXmlFile(p));
  const source = {
    objects: [...targets.objects, ...setObjects],
    defaultBrex: defaultBrexFromDir(defaultBrexDir(values('--default-brex-dir')[0])),
  };
  const sns: SnsMode | undefined = has('-St')
    ? 'strict'
    : has('-Su')
      ? 'unstrict'
      : has('-S', '--sns')
        ? 'normal'
        : undefined;
  const severityFile = values('-w', '--severity-levels')[0];
  const options = {
    values: !has('--no-values'),
    notations: has('-n', '--notations'),
    ...(sns ? { sns } : {}),
    ...(severityFile
      ? { severityLevels: readSeverityLevels(readXmlFile(severityFile).document) }
      : {}),
  };
  const reports: BrexReport[] = [];
  for (const object of targets.objects) {
    const resolved = explicit.length
      ? { brex: explicit, findings: [] as BrexFinding[] }
      : has('-B', '--default-brex')
        ? resolveDefaultBrex(object, source)
        : resolveReferencedBrex(object, source, has('-l', '--layered'));
    const report = checkBrex(object, resolved.brex, options);
    report.findings.unshift(...resolved.findings);
    report.passed = !report.findings.some((f) => f.fail);
    reports.push(report);
  }
  if (!has('-q', '--quiet')) {
    if (has('-x', '--xml')) out(brexReportXml(reports));
    else if (has('--json')) out(JSON.stringify({ reports, unreadable: targets.errors }, null, 2));
    else {
      for (const e of targets.errors) out(`ERROR: ${e.message}`);
      for (const f of reports.flatMap((r) => r.findings)) out(formatFinding(f));
      const failed = reports.filter((r) => !r.passed).length;
      out(`${reports.length - failed} of ${reports.length} object(s) passed`);
    }
  }
  const all = reports.flatMap((r) => r.findings);
  if (targets.errors.length) return EXIT.unreadable;
  if (all.some((f) => f.kind === 'brexNotFound')) return EXIT.brexNotFound;
  if (all.some((f) => f.fail)) return EXIT.findings;
  if (all.some((f) => f.kind === 'xpathError')) return EXIT.invalidXPath;
  return EXIT.ok;
}

function formatFinding(f: BrexFinding): string {
  const label = f.kind === 'xpathError' ? 'XPATH ERROR' : f.fail ? 'BREX ERROR' : 'BREX WARNING';
  const where = f.line ? `:${f.line}` : '';
  const rule = f.ruleId ? ` [${f.ruleId}]` : '';
  const path = f.path ? ` (${f.path})` : '';
  return `${f.object}${where}: ${label}${rule} ${f.message}${path}${f.brex ? ` — BREX ${f.brex}` : ''}`;
}
