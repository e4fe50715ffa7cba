import type { BrexEngine } from '../brex/brex-engine';
import type { SnsMode } from '../brex/check-sns';
import type { Xpath2Evaluator } from '../brex/lx/lx-check';
import { findingsOf } from '../brex/report-formats';
import { memoryProvider } from '../brex/worker/check-files';
import type { NamedFile } from '../brex/worker/protocol';
import { checkCirRefs, cirItemsOf, type CirItems } from '../cir/cir-refs';
import { fileNameOfRow } from '../csdb/file-names';
import type { ObjectListing } from '../csdb/listing';
import { buildRefGraph } from '../csdb/ref-graph';
import { matchSns } from '../sns/sns-match';
import type { SnsNode } from '../sns/sns-tree';
import { dmCodeOfRow } from '../sns/sns-usage';
import type { SchemaValidator } from '../schemas/xsd-validator';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { loadXml, type S1000dXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';
import { applicTablesOf, checkApplicability, type ApplicTables } from './gate-applicability';
import {
  GATE_STEPS,
  type GateObjectResult,
  type GateReason,
  type GateResult,
  type GateStepId,
  type StepStatus,
} from './gate-model';

/** What the gate knows of the project: every row, and the bytes of the objects it reads. */
export type GateContext = {
  rows: readonly ObjectListing[];
  /** The current bytes of an object by key; undefined for what was not loaded. */
  bytesOf: (key: string) => Uint8Array | undefined;
  defaultBrex: readonly NamedFile[];
  /** The SNS to check data module codes against when the BREX does not hold it (a maintained SNS). */
  sns?: { tree: readonly SnsNode[]; mode: SnsMode; name: string };
  /** Ask the BREX engine for the SNS check (the project BREX holds snsRules). */
  brexSns?: SnsMode;
};

export type GateTools = {
  parser: XmlParser;
  brex: BrexEngine;
  schemas: SchemaValidator;
  xpath2?: (object: Uint8Array | string) => Xpath2Evaluator;
};

const SUPPORT_SCHEMAS = [
  'brex',
  'appliccrossreftable',
  'condcrossreftable',
  'prdcrossreftable',
  'comrep',
];

/** The objects the gate reads besides its targets: BREX, applicability tables and CIRs. */
export function gateSupportKeys(rows: readonly ObjectListing[]): string[] {
  return rows.filter((r) => r.t === 'dm' && SUPPORT_SCHEMAS.includes(r.s ?? '')).map((r) => r.k);
}

/** A publication and everything it takes in: its data modules and the publications it includes. */
export function publicationKeys(rows: readonly ObjectListing[], pmKey: string): string[] {
  const byCode = new Map<string, ObjectListing[]>();
  for (const row of rows) byCode.set(row.c, [...(byCode.get(row.c) ?? []), row]);
  const out = new Set<string>();
  const visit = (key: string) => {
    if (out.has(key)) return;
    out.add(key);
    const row = rows.find((r) => r.k === key);
    for (const ref of row?.r ?? []) {
      const code = ref.split('_')[0]!;
      if (!code.startsWith('DMC-') && !code.startsWith('PMC-') && !code.startsWith('DME-'))
        continue;
      for (const target of byCode.get(code) ?? []) {
        if (target.t === 'pm') visit(target.k);
        else if (!SUPPORT_SCHEMAS.includes(target.s ?? '')) out.add(target.k);
      }
    }
  };
  visit(pmKey);
  return [...out];
}

type Loaded = { xml?: S1000dXml; bytes?: Uint8Array; error?: string };

/**
 * The release gate for objects of a project: for each, in order, well-formed XML, its schema,
 * its BREX chain, applicability for every product of the PCT (as s1kd-appcheck), references,
 * CIR references (as s1kd-repcheck), quality assurance and issue state. GO when nothing fails;
 * every failure says why and which page fixes it.
 */
export function runGate(
  targetKeys: readonly string[],
  context: GateContext,
  tools: GateTools,
  onProgress: (done: number, total: number) => void = () => {},
): GateResult {
  const rows = new Map(context.rows.map((r) => [r.k, r]));
  const loaded = new Map<string, Loaded>();
  const load = (key: string): Loaded => {
    let entry = loaded.get(key);
    if (!entry) {
      const bytes = context.bytesOf(key);
      const row = rows.get(key);
      entry = bytes ? { bytes } : { error: 'its content was not loaded' };
      if (bytes && row && row.t !== 'icn') {
        try {
          entry.xml = loadXml(decodeXmlBytes(bytes), {
            parser: tools.parser,
            fileName: fileNameOfRow(row),
          });
        } catch (error) {
          entry.error = (error as Error).message;
        }
      }
      loaded.set(key, entry);
    }
    return entry;
  };
  const support = gateSupportKeys(context.rows);
  const brexFiles: NamedFile[] = support
    .filter((k) => rows.get(k)?.s === 'brex')
    .flatMap((k) => {
      const bytes = context.bytesOf(k);
      return bytes ? [{ name: fileNameOfRow(rows.get(k)!), bytes }] : [];
    });
  const provider = memoryProvider(brexFiles, context.defaultBrex);
  tools.brex.clearBrexCache();
  const cirs = support.filter((k) => rows.get(k)?.s === 'comrep').flatMap((k) => load(k).xml ?? []);
  const cirItems = cirItemsOf(cirs);
  const tables = tablesOf(support, rows, load);
  const graph = buildRefGraph(context.rows);

  const reasons: GateReason[] = [];
  const objects: GateObjectResult[] = [];
  targetKeys.forEach((key, index) => {
    const row = rows.get(key);
    if (!row || row.t === 'icn') return;
    const name = fileNameOfRow(row);
    const steps = Object.fromEntries(GATE_STEPS.map((s) => [s.id, 'notApplicable'])) as Record<
      GateStepId,
      StepStatus
    >;
    const add = (found: GateReason[], step: GateStepId) => {
      reasons.push(...found);
      steps[step] = found.some((r) => r.severity === 'fail')
        ? 'fail'
        : found.length
          ? 'warn'
          : 'pass';
    };
    const reason = (
      step: GateStepId,
      message: string,
      fix: GateReason['fix'],
      severity: GateReason['severity'] = 'fail',
      line?: number,
    ): GateReason => ({
      step,
      object: key,
      severity,
      message,
      fix,
      ...(line ? { line } : {}),
    });
    const entry = load(key);
    if (!entry.xml) {
      add(
        [reason('wellFormed', entry.error ?? 'The object could not be read.', 'module-editor')],
        'wellFormed',
      );
      for (const step of GATE_STEPS.slice(1)) steps[step.id] = 'skipped';
      objects.push({ key, name, steps });
      onProgress(index + 1, targetKeys.length);
      return;
    }
    steps.wellFormed = 'pass';
    const xml = entry.xml;

    const schema = tools.schemas.validate(name, entry.bytes!);
    const schemaFix = ['missingSet', 'missingSchema', 'schemaError'].includes(schema.status)
      ? 'schema-manager'
      : 'module-editor';
    add(
      schema.status === 'valid'
        ? []
        : schema.errors.length && schema.status === 'invalid'
          ? schema.errors
              .slice(0, 20)
              .map((e) => reason('schema', e.message, 'module-editor', 'fail', e.line))
          : [reason('schema', schema.message, schemaFix)],
      'schema',
    );

    add(brexReasons(key, name, entry.bytes!, provider, context, tools, row), 'brex');

    add(checkApplicability(xml, key, tables), 'applicability');

    const refs = graph.unresolved.filter((u) => u.from === key);
    add(
      refs.map((u) =>
        reason(
          'references',
          u.problem === 'missing'
            ? `Refers to ${u.ref}, which is not in the project.`
            : `Refers to ${u.ref}; the project has ${u.found?.join(', ') ?? 'another issue'}.`,
          u.problem === 'missing' ? 'upload' : 'library',
        ),
      ),
      'references',
    );

    add(cirReasons(xml, key, cirItems), 'cirReferences');

    if (row.q !== undefined || row.t === 'dm' || row.t === 'pm') {
      add(
        row.q === 'first' || row.q === 'second'
          ? []
          : [
              reason(
                'qa',
                row.q === 'unverified'
                  ? 'Not verified: a first verification (table-top or on-object) is needed before release.'
                  : 'No quality assurance status.',
                'module-editor',
              ),
            ],
        'qa',
      );
    }

    if (row.i !== undefined) {
      const found: GateReason[] = [];
      if ((row.w ?? '00') !== '00')
        found.push(
          reason(
            'issueState',
            `In work (issue ${row.i}-${row.w}): upissue it as an official issue.`,
            'library',
          ),
        );
      if (row.it === 'deleted')
        found.push(reason('issueState', 'Its issue type is "deleted".', 'library', 'warn'));
      add(found, 'issueState');
    }
    objects.push({ key, name, steps });
    onProgress(index + 1, targetKeys.length);
  });
  tools.brex.clearBrexCache();
  const steps = GATE_STEPS.map((s) => {
    const failed = objects.filter((o) => o.steps[s.id] === 'fail').length;
    const warned = objects.filter((o) => o.steps[s.id] === 'warn').length;
    const passed = objects.filter((o) => o.steps[s.id] === 'pass').length;
    const status: StepStatus = failed
      ? 'fail'
      : warned
        ? 'warn'
        : passed
          ? 'pass'
          : objects.some((o) => o.steps[s.id] === 'skipped')
            ? 'skipped'
            : 'notApplicable';
    return { id: s.id, label: s.label, status, failed, warned };
  });
  const verdict =
    objects.length > 0 && !reasons.some((r) => r.severity === 'fail') ? 'GO' : 'NO-GO';
  return { verdict, steps, reasons, objects };
}

function tablesOf(
  support: string[],
  rows: Map<string, ObjectListing>,
  load: (key: string) => Loaded,
): ApplicTables {
  const first = (schema: string) => {
    const key = support.find((k) => rows.get(k)?.s === schema);
    return key ? load(key).xml : undefined;
  };
  return applicTablesOf(
    first('appliccrossreftable'),
    first('condcrossreftable'),
    first('prdcrossreftable'),
  );
}

function brexReasons(
  key: string,
  name: string,
  bytes: Uint8Array,
  provider: ReturnType<typeof memoryProvider>,
  context: GateContext,
  tools: GateTools,
  row: ObjectListing,
): GateReason[] {
  const report = tools.brex.check(name, bytes, provider, {
    selection: { mode: 'referenced' },
    layered: true,
    values: true,
    ...(context.brexSns ? { sns: context.brexSns } : {}),
    ...(tools.xpath2 ? { xpath2: tools.xpath2 } : {}),
  });
  const reasons: GateReason[] = [];
  for (const f of findingsOf(report)) {
    if (f.kind === 'xpathError') continue;
    if (!f.fail && f.kind !== 'noBrex') continue;
    reasons.push({
      step: 'brex',
      object: key,
      severity: f.kind === 'noBrex' ? 'warn' : 'fail',
      message:
        f.kind === 'structure' || f.kind === 'value'
          ? `${f.message}${f.value ? ` (${f.value})` : ''}`
          : f.message,
      fix:
        f.kind === 'brexNotFound'
          ? 'project-brex'
          : f.kind === 'sns'
            ? 'sns-management'
            : 'brex-tools',
      ...(f.line ? { line: f.line } : {}),
    });
  }
  const code = context.sns && !context.brexSns ? dmCodeOfRow(row) : undefined;
  if (code && context.sns) {
    const match = matchSns(context.sns.tree, code, context.sns.mode);
    if (!match.ok)
      reasons.push({
        step: 'brex',
        object: key,
        severity: 'fail',
        message: `${match.message} of ${context.sns.name}.`,
        fix: 'sns-management',
      });
  }
  return reasons;
}

function cirReasons(xml: S1000dXml, key: string, items: CirItems): GateReason[] {
  return checkCirRefs(xml, items).map((p) => ({
    step: 'cirReferences' as const,
    object: key,
    severity: p.problem === 'unresolved' ? ('fail' as const) : ('warn' as const),
    message:
      p.problem === 'unresolved'
        ? `${p.item} not found in the project's CIR (${p.cir}).`
        : `${p.item} is not checked: the project has no CIR of that kind (${p.cir}).`,
    fix: 'cir-management' as const,
    ...(p.line ? { line: p.line } : {}),
  }));
}
