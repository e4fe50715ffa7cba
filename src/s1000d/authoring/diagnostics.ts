import type { BrexEngine, BrexProvider } from '../brex/brex-engine';
import type { ObjectReport } from '../brex/report';
import { scanModule, type ModuleScan } from './scan-module';
import { parseDmCode } from '../codes/dm-code';
import { defaultBrexIssueOf } from '../brex/default-brex';

export const DIAGNOSTIC_SOURCES = ['xml', 'brex', 'reference', 'id', 'ste'] as const;
export type DiagnosticSource = (typeof DIAGNOSTIC_SOURCES)[number];

/** One problem in the edited text, at the line the editor jumps to. */
export type Diagnostic = {
  line: number;
  severity: 'error' | 'warning';
  source: DiagnosticSource;
  message: string;
};

/** The codes of the project's objects (DMC-…, PMC-…, ICN-…), to find unresolved references. */
export type KnownObjects = { codes: ReadonlySet<string> };

const isDefaultBrex = (code: string) => {
  const dm = parseDmCode(code);
  return dm.ok && defaultBrexIssueOf(dm.value) !== undefined;
};

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Unresolved references, undeclared ICNs and ids nothing carries. */
export function referenceDiagnostics(scan: ModuleScan, known?: KnownObjects): Diagnostic[] {
  const found: Diagnostic[] = [];
  const declared = new Set(scan.doctype?.entities.map((e) => e.name) ?? []);
  for (const ref of scan.refs) {
    const { line } = ref;
    if (ref.kind === 'icn' && !declared.has(ref.code)) {
      found.push({
        line,
        severity: 'error',
        source: 'reference',
        message: `${ref.code} is not declared in the DOCTYPE: insert it with "Insert ICN", which declares its entity and notation.`,
      });
      continue;
    }
    // The S1000D default BREX ship with the product: a reference to one always resolves.
    if (known && !known.codes.has(ref.code) && !isDefaultBrex(ref.code)) {
      const what = { dm: 'data module', pm: 'publication module', icn: 'ICN' }[ref.kind];
      found.push({
        line,
        severity: 'warning',
        source: 'reference',
        message: `${ref.code}: no ${what} with this code in the project (unresolved reference).`,
      });
    }
  }
  for (const ref of scan.idRefs) {
    const target = scan.ids.get(ref.target);
    if (!target)
      found.push({
        line: ref.line,
        severity: 'error',
        source: 'id',
        message: `${ref.attribute}="${ref.target}": no element in this data module has the id ${ref.target}.`,
      });
    else if (ref.attribute === 'applicRefId' && target.element !== 'applic')
      found.push({
        line: ref.line,
        severity: 'error',
        source: 'id',
        message: `applicRefId="${ref.target}" must name an applic of referencedApplicGroup, not a ${target.element}.`,
      });
  }
  return found;
}

/** A BREX report as diagnostics: each failed rule at each node it reported. */
export function brexDiagnostics(report: ObjectReport): Diagnostic[] {
  if (report.status !== 'checked')
    return [
      {
        line: 1,
        severity: report.status === 'unreadable' ? 'error' : 'warning',
        source: 'brex',
        message: report.message ?? `BREX not checked (${report.status}).`,
      },
    ];
  return report.brex.flatMap((result) =>
    result.errors.flatMap((error) => {
      const rule = `${error.ruleId ? `${error.ruleId}: ` : ''}${collapse(error.objectUse) || error.objectPath}`;
      const nodes = error.objects.length ? error.objects : [{ line: 1, value: '' }];
      return nodes.map((node) => ({
        line: node.line ?? 1,
        severity: error.fail ? ('error' as const) : ('warning' as const),
        source: 'brex' as const,
        message: node.value ? `${rule} (value "${collapse(node.value)}")` : rule,
      }));
    }),
  );
}

export type CheckModuleOptions = {
  fileName?: string;
  known?: KnownObjects;
  /** The BREX check: the engine of this thread and where the object's BREX come from. */
  brex?: { engine: BrexEngine; provider: BrexProvider };
};

/**
 * Everything the editor shows about a text, by line: well-formedness first (a text that is
 * not XML gets only that), then the BREX the module names (its issue's default when it
 * names none it can find), unresolved references and dangling ids.
 */
export function checkModuleText(text: string, options: CheckModuleOptions = {}): Diagnostic[] {
  const scan = scanModule(text);
  if (scan.errors.length)
    return scan.errors.map((e) => ({
      line: e.line,
      severity: 'error',
      source: 'xml',
      message: `Not well-formed: ${e.message}`,
    }));
  const found = referenceDiagnostics(scan, options.known);
  if (options.brex) {
    const report = options.brex.engine.check(
      options.fileName ?? 'module.xml',
      text,
      options.brex.provider,
      { selection: { mode: 'referenced' }, layered: true, values: true },
    );
    found.push(...brexDiagnostics(report));
  }
  return found.sort((a, b) => a.line - b.line);
}
