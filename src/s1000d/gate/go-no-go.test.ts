import { describe, expect, it } from 'vitest';
import { BrexEngine } from '../brex/brex-engine';
import { generateDemoProject } from '../demo/demo-project';
import { defaultBrexNamedFiles, miniXsdZip, projectOf } from '../node/test-projects';
import { xmldomXpath2 } from '../node/xpath2-xmldom';
import { readSchemaSet } from '../schemas/schema-set';
import { SchemaValidator } from '../schemas/xsd-validator';
import { xmldomParser } from '../xml/xmldom-parser';
import { publicationKeys, runGate, type GateContext } from './go-no-go';

const demo = generateDemoProject();
const read = readSchemaSet([
  { path: 'S1000D_6.zip', bytes: miniXsdZip('S1000D_6/xml_schema_flat') },
]);
if (!read.ok) throw new Error(read.problems.join());
const tools = {
  parser: xmldomParser,
  brex: await BrexEngine.create(),
  schemas: await SchemaValidator.create([read.set]),
  xpath2: xmldomXpath2,
};
const DESCRIPTION = 'DMC-TIDEWELL-A-00-00-00-00A-040A-D_EN-US';
const FLOW_CHECK = 'DMC-TIDEWELL-A-20-00-00-00A-363A-A_EN-US';
const encoder = new TextEncoder();

async function context(
  change: (name: string, text: string) => string = (_, t) => t,
  drop: (name: string) => boolean = () => false,
): Promise<GateContext> {
  const files = demo.files
    .filter((f) => !drop(f.name))
    .map((f) => ({
      name: f.name,
      bytes: encoder.encode(change(f.name, new TextDecoder().decode(f.bytes))),
    }));
  const { rows, bytes } = await projectOf(files);
  return {
    rows,
    bytesOf: (k) => bytes.get(k),
    defaultBrex: defaultBrexNamedFiles(),
    brexSns: 'normal',
  };
}

describe('the go/no-go gate', () => {
  it('says GO for a clean object, every step passed', async () => {
    const result = runGate([DESCRIPTION], await context(), tools);
    expect(result.reasons).toEqual([]);
    expect(result.verdict).toBe('GO');
    expect(result.steps.map((s) => `${s.id}:${s.status}`)).toEqual([
      'wellFormed:pass',
      'schema:pass',
      'brex:pass',
      'applicability:pass',
      'references:pass',
      'cirReferences:pass',
      'qa:pass',
      'issueState:pass',
    ]);
  });

  it('says NO-GO for an in-work, unverified object, with the page that fixes each', async () => {
    const result = runGate([FLOW_CHECK], await context(), tools);
    expect(result.verdict).toBe('NO-GO');
    expect(result.reasons.map((r) => [r.step, r.fix])).toEqual([
      ['qa', 'module-editor'],
      ['issueState', 'library'],
    ]);
    expect(result.reasons[1]!.message).toMatch(/In work \(issue 000-01\)/);
  });

  it('names every failure of a broken object, in the order of the steps', async () => {
    const ctx = await context(
      (name, text) =>
        name.includes('-040A-')
          ? text
              .replace('infoCode="040"', 'infoCode="04Z"')
              .replace('<techName>', '<techName><emphasis>x</emphasis>')
              .replace(/applicPropertyIdent="model"/, 'applicPropertyIdent="colour"')
          : text,
      (name) => (name.includes('-00PA-') ? false : name.includes('ICN-TIDEWELL-A-202000')),
    );
    const key = DESCRIPTION.replace('040A', '04ZA');
    const result = runGate([key], ctx, tools);
    expect(result.verdict).toBe('NO-GO');
    const byStep = (step: string) => result.reasons.filter((r) => r.step === step);
    expect(byStep('schema')[0]).toMatchObject({ fix: 'module-editor', line: expect.any(Number) });
    expect(
      byStep('brex')
        .map((r) => r.message)
        .join(),
    ).toMatch(/04Z/);
    expect(byStep('applicability')[0]).toMatchObject({
      fix: 'attributes',
      message: expect.stringMatching(/"colour"/),
    });
    expect(result.steps.find((s) => s.id === 'wellFormed')!.status).toBe('pass');
  });

  it('reports an object that is not well-formed and skips the rest for it', async () => {
    const ctx = await context();
    const key = DESCRIPTION;
    const broken: GateContext = {
      ...ctx,
      bytesOf: (k) => (k === key ? encoder.encode('<dmodule><x></dmodule>') : ctx.bytesOf(k)),
    };
    const result = runGate([key], broken, tools);
    expect(result.reasons).toEqual([
      expect.objectContaining({ step: 'wellFormed', fix: 'module-editor' }),
    ]);
    expect(result.objects[0]!.steps.schema).toBe('skipped');
  });

  it('says which schema set to upload when it is missing', async () => {
    const none = { ...tools, schemas: await SchemaValidator.create([]) };
    const result = runGate([DESCRIPTION], await context(), none);
    expect(result.reasons).toEqual([
      expect.objectContaining({
        step: 'schema',
        fix: 'schema-manager',
        message:
          'Needs the S1000D Issue 6 schema set (descript.xsd): upload it in the Schema Manager.',
      }),
    ]);
  });

  it('gates a publication: the PM and every module it takes in', async () => {
    const ctx = await context();
    const pm = ctx.rows.find((r) => r.t === 'pm')!;
    const keys = publicationKeys(ctx.rows, pm.k);
    expect(keys).toHaveLength(1 + 9);
    const result = runGate(keys, ctx, tools);
    expect(result.verdict).toBe('NO-GO');
    const failing = result.reasons.filter((r) => r.severity === 'fail').map((r) => r.object);
    expect(new Set(failing)).toEqual(
      new Set([FLOW_CHECK, 'DMC-TIDEWELL-A-20-00-00-01A-941A-D_EN-US']),
    );
    // The parts list references parts, and the demo project has no parts CIR: not decided, said so.
    expect(result.reasons.filter((r) => r.step === 'cirReferences')[0]).toMatchObject({
      severity: 'warn',
      message: expect.stringMatching(/no CIR of that kind \(00G\)/),
    });
  });
});
