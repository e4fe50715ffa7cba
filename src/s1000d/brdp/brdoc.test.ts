import { describe, expect, it } from 'vitest';
import { checkBrex } from '../brex/check-brex';

import { defaultBrexFromDir } from '../node/default-brex-dir';
import { bikeCoSettings, DEFAULT_BREX_DIR } from '../node/test-fixtures';
import { loadXml } from '../xml/load-xml';
import { xmldomParser } from '../xml/xmldom-parser';
import { newDecision, validateDecision, type Brdp, type BrdpDecision } from './brdp-model';
import { generateBrDoc } from './brdoc';

const settings = bikeCoSettings();
const brdp = (id: string, category: string, title: string, description = ''): Brdp => ({
  id,
  title,
  description,
  category,
  chapter: '',
});
const brdps = [
  brdp('BRDP-S1-00001', '1', 'Issue of S1000D', 'Which issue the project uses.'),
  brdp('BRDP-S1-00002', '2', 'Security classification'),
  brdp('BRDP-S1-00150', '6', 'Procedural step numbering'),
  brdp('BRDP-S1-00300', '6', 'Warnings & cautions'),
];
const decide = (id: string, patch: Partial<BrdpDecision>): BrdpDecision => ({
  ...newDecision(id),
  ...patch,
});
const decisions = [
  decide('BRDP-S1-00001', {
    kind: 'tailored',
    text: 'Issue 6 only.\n\nNo mixing of issues.',
    priority: 'brpr01',
    owner: 'Ana',
    status: 'brst02',
  }),
  decide('BRDP-S1-00002', { kind: 'not-used' }),
  decide('BRDP-S1-00150', { kind: 'adopted', brexRules: ['BREX-S1-00042'] }),
  decide('BRDP-S1-00300', { kind: 'pending' }),
];

describe('generateBrDoc', () => {
  it.each(['6', '4.2'] as const)(
    'writes an Issue %s brDoc that its default BREX accepts',
    (issue) => {
      const result = generateBrDoc({
        settings: { ...settings, issue },
        brdps,
        decisions,
        date: '2025-06-01',
      });
      if (!result.ok) throw new Error(result.problems.join('; '));
      expect(result.fileName).toBe('DMC-BIKE-A-00-00-00-00A-024A-D_000-01_EN-US.XML');
      expect(result.decisions).toBe(3);
      const dm = loadXml(result.xml, { parser: xmldomParser, fileName: result.fileName });
      expect(dm.schemaName).toBe('brdoc');
      const errors = checkBrex(dm, [defaultBrexFromDir(DEFAULT_BREX_DIR)(issue)!]).findings.filter(
        (f) => f.fail,
      );
      expect(errors).toEqual([]);
    },
  );

  it('groups decided BRDPs by category and writes each decision with its number, priority and status', () => {
    const result = generateBrDoc({ settings, brdps, decisions, date: '2025-06-01' });
    if (!result.ok) throw new Error(result.problems.join('; '));
    const dm = loadXml(result.xml, { parser: xmldomParser });
    const levels = [...dm.document.getElementsByTagName('brLevelledPara')];
    expect(levels.map((l) => l.getElementsByTagName('title')[0]!.textContent)).toEqual([
      'Business rule category 1',
      'Business rule category 2',
      'Business rule category 6',
    ]);
    const paras = [...dm.document.getElementsByTagName('brPara')];
    expect(paras.map((p) => p.getAttribute('brDecisionPointUniqueIdent'))).toEqual([
      'BRDP-S1-00001',
      'BRDP-S1-00002',
      'BRDP-S1-00150',
    ]);
    const first = paras[0]!;
    expect(first.getAttribute('brDecisionPointPriority')).toBe('brpr01');
    const decision = first.getElementsByTagName('brDecision')[0]!;
    expect(decision.getAttribute('brDecisionIdentNumber')).toBe('BRD-S1-00001');
    expect([...decision.getElementsByTagName('para')].map((p) => p.textContent)).toEqual([
      'Issue 6 only.',
      'No mixing of issues.',
    ]);
    expect(first.getElementsByTagName('brCurrentStatus')[0]!.getAttribute('brStatus')).toBe(
      'brst02',
    );
    expect(paras[1]!.getElementsByTagName('brDecisionText')[0]!.textContent?.trim()).toBe(
      'Not used in this project.',
    );
    expect(result.xml).not.toContain('BRDP-S1-00300');
  });

  it('names what stops it and writes nothing', () => {
    expect(
      generateBrDoc({
        settings: { ...settings, issue: '4.1' },
        brdps,
        decisions: [
          decide('BRDP-S1-00009', { kind: 'tailored' }),
          decide('BRDP-S1-00001', { kind: 'adopted', decisionNumber: 'BRD-S1-00009' }),
        ],
        date: '2025-06-01',
      }),
    ).toEqual({
      ok: false,
      problems: [
        'The brDoc schema came with S1000D Issue 4.2; this project follows Issue 4.1.',
        'BRDP-S1-00009: Say how the project tailors this decision point.',
        "BRDP-S1-00009 is not in the project's BRDP index.",
        'BRDP-S1-00001 and BRDP-S1-00009 both use decision number BRD-S1-00009.',
      ],
    });
    expect(generateBrDoc({ settings, brdps, decisions: [], date: '2025-06-01' })).toEqual({
      ok: false,
      problems: ['No BRDP has a decision yet.'],
    });
  });
});

describe('validateDecision', () => {
  it('checks ids, numbers, lengths and BREX rule ids', () => {
    expect(validateDecision(newDecision('BRDP-S1-00001'))).toEqual([]);
    expect(
      validateDecision({
        ...newDecision('BRDP-1'),
        decisionNumber: 'bad number',
        owner: 'x'.repeat(101),
        brexRules: ['ok-1', 'no spaces'],
      }),
    ).toEqual([
      '"BRDP-1" is not a BRDP identifier (BRDP-S1-00012).',
      'The decision number has 1 to 40 capital letters, digits, dots, dashes or underscores.',
      'The owner has at most 100 characters.',
      '"no spaces" is not a BREX rule id.',
    ]);
  });
});
