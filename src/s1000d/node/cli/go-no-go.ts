import type { CliIo } from './cli-io';
import { BrexEngine } from '../../brex/brex-engine';
import { fileNameOfRow } from '../../csdb/file-names';
import { runGate, publicationKeys } from '../../gate/go-no-go';
import { GATE_FIXES } from '../../gate/gate-model';
import { SchemaValidator } from '../../schemas/xsd-validator';
import { projectSnsRules } from '../../sns/project-sns';
import { xmldomParser } from '../../xml/xmldom-parser';
import { xmldomXpath2 } from '../xpath2-xmldom';
import { EXIT, parseArgs, UsageError } from './args';
import { defaultBrexFiles, loadProjectDir, loadSchemaSets, projectBrexText } from './project-dir';

export const GO_NO_GO_USAGE = `ips-s1000d go-no-go [-s <schema set>]... [--issue <issue>] [--pm <PMC-…>] [--object <code or file>]... [--json] <project folder>
  The release gate: for each object (all, a publication and its modules, or the ones named),
  well-formed XML, schema, BREX chain, applicability for every PCT product, references, CIR
  references, QA and issue state. Prints GO or NO-GO with every reason and the page that fixes
  it. Exit: 0 GO, 1 NO-GO`;

export async function runGoNoGo(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['-s', '--issue', '--pm', '--object']);
  if (positional.length === 0) throw new UsageError('give the project folder');
  const project = await loadProjectDir(positional);
  const rows = project.rows;
  let targets = rows.filter((r) => r.t !== 'icn').map((r) => r.k);
  const pm = flags.get('--pm')?.[0];
  if (pm) {
    const row = rows.find(
      (r) => r.t === 'pm' && (r.c === pm.split('_')[0] || fileNameOfRow(r) === pm),
    );
    if (!row) throw new UsageError(`no publication module ${pm} in the folder`);
    targets = publicationKeys(rows, row.k);
  }
  const named = flags.get('--object') ?? [];
  if (named.length) {
    targets = named.map((n) => {
      const row = rows.find((r) => r.c === n.split('_')[0] || fileNameOfRow(r) === n || r.k === n);
      if (!row) throw new UsageError(`no object ${n} in the folder`);
      return row.k;
    });
  }
  const brexText = projectBrexText(project);
  const sns = project.settings
    ? await projectSnsRules(project.settings, brexText, xmldomParser)
    : undefined;
  const result = runGate(
    targets,
    {
      rows,
      bytesOf: (k) => project.bytes.get(k),
      defaultBrex: defaultBrexFiles(),
      ...(sns?.source === 'project' ? { brexSns: sns.mode } : sns ? { sns } : {}),
    },
    {
      parser: xmldomParser,
      brex: await BrexEngine.create(),
      schemas: await SchemaValidator.create(
        loadSchemaSets(flags.get('-s') ?? [], flags.get('--issue')?.[0]),
      ),
      xpath2: xmldomXpath2,
    },
  );
  if (flags.has('--json')) out(JSON.stringify(result, null, 2));
  else {
    out(`${result.verdict} (${result.objects.length} object(s))`);
    for (const step of result.steps)
      out(
        `  ${step.label.padEnd(34)} ${step.status}${step.failed ? ` (${step.failed} failed)` : ''}`,
      );
    for (const r of result.reasons)
      out(
        `${r.severity === 'fail' ? 'FAIL' : 'WARN'} ${r.object}${r.line ? `:${r.line}` : ''} [${r.step}] ${r.message} → ${GATE_FIXES[r.fix]}`,
      );
  }
  return result.verdict === 'GO' ? EXIT.ok : EXIT.findings;
}
