import type { DmCode } from '../codes/dm-code';

/** The S1000D default BREX of each issue, as s1kd-brexcheck documents them. */
export const DEFAULT_BREX = {
  '3.0': { code: 'DMC-AE-A-04-10-0301-00A-022A-D', issueNumber: '003' },
  '4.0': { code: 'DMC-S1000D-A-04-10-0301-00A-022A-D', issueNumber: '005' },
  '4.0.1': { code: 'DMC-S1000D-A-04-10-0301-00A-022A-D', issueNumber: '005' },
  '4.0.2': { code: 'DMC-S1000D-D-04-10-0301-00A-022A-D', issueNumber: '006' },
  '4.1': { code: 'DMC-S1000D-E-04-10-0301-00A-022A-D', issueNumber: '012' },
  '4.2': { code: 'DMC-S1000D-F-04-10-0301-00A-022A-D', issueNumber: '001' },
  '5.0': { code: 'DMC-S1000D-G-04-10-0301-00A-022A-D', issueNumber: '001' },
  '6': { code: 'DMC-S1000D-H-04-10-0301-00A-022A-D', issueNumber: '001' },
} as const;
export type S1000dIssue = keyof typeof DEFAULT_BREX;

export function isKnownIssue(issue: string): issue is S1000dIssue {
  return issue in DEFAULT_BREX;
}

/** The issue whose default BREX a code names (the system difference code encodes it). */
export function defaultBrexIssueOf(code: DmCode): S1000dIssue | undefined {
  const isDefault =
    code.infoCode === '022' &&
    code.systemCode === '04' &&
    code.subSystemCode === '1' &&
    code.assyCode === '0301';
  if (!isDefault) return undefined;
  if (code.modelIdentCode === 'AE') return '3.0';
  if (code.modelIdentCode !== 'S1000D') return undefined;
  const bySdc: Record<string, S1000dIssue> = {
    A: '4.0.1',
    D: '4.0.2',
    E: '4.1',
    F: '4.2',
    G: '5.0',
    H: '6',
  };
  return bySdc[code.systemDiffCode];
}
