import { describe, expect, it } from 'vitest';
import { readBrex } from '../brex/read-brex';
import { defaultBrexFromDir } from '../node/default-brex-dir';
import { DEFAULT_BREX_DIR } from '../node/test-fixtures';
import { newDecision } from './brdp-model';
import { linkDecisionsToBrex } from './brex-links';

describe('linkDecisionsToBrex', () => {
  it('finds the default BREX rules that cite a decision number, and listed rules it lacks', () => {
    const brex = readBrex(defaultBrexFromDir(DEFAULT_BREX_DIR)('6')!);
    const decisions = [
      {
        ...newDecision('BRDP-S1-00012'),
        decisionNumber: 'BREX-S1-00012',
        brexRules: ['BREX-S1-00012', 'PRJ-00001'],
      },
      newDecision('BRDP-S1-00013'),
    ];
    const links = linkDecisionsToBrex(decisions, [brex]);
    const first = links.get('BRDP-S1-00012')!;
    expect(first.citedBy).toHaveLength(1);
    expect(first.citedBy[0]).toMatchObject({ brex: 'DMC-S1000D-H-04-10-0301-00A-022A-D' });
    expect(first.citedBy[0]!.objectPath).toContain('entityControlNumber');
    expect(first.missing).toEqual(['PRJ-00001']);
    expect(links.get('BRDP-S1-00013')).toEqual({ citedBy: [], missing: [] });
  });
});
