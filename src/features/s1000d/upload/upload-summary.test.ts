import { describe, expect, it } from 'vitest';
import type { UploadDecision } from '../../../s1000d/csdb/upload-plan.ts';
import { countByOutcome, reportLines } from './upload-summary.ts';

const decision = (
  path: string,
  outcome: UploadDecision['outcome'],
  write: boolean,
): UploadDecision => ({
  path,
  outcome,
  write,
  message: `${path}: ${outcome}`,
});

describe('the upload report', () => {
  it('marks the files a stop left unstored, and counts each outcome', () => {
    const lines = reportLines(
      [
        decision('a.xml', 'added', true),
        decision('b.txt', 'notS1000d', false),
        decision('c.xml', 'newIssue', true),
        decision('d.xml', 'added', true),
      ],
      2,
    );
    expect(lines.map((l) => l.outcome)).toEqual(['added', 'notS1000d', 'newIssue', 'notStored']);
    expect(lines[3]!.message).toBe('d.xml: not stored, the upload stopped first.');
    expect(Object.fromEntries(countByOutcome(lines))).toEqual({
      added: 1,
      notS1000d: 1,
      newIssue: 1,
      notStored: 1,
    });
  });
});
