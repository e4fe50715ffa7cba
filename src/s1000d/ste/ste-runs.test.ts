import { describe, expect, it } from 'vitest';
import type { SteModuleResult } from './ste-data-module';
import { findingsPer100Sentences, summarizeSteRun } from './ste-runs';
import type { SteFinding } from './ste-check';

const finding = (rule: SteFinding['rule'], severity: SteFinding['severity']): SteFinding => ({
  rule,
  ruleNumber: 'R8.1',
  issue: 'ASD-STE100 Issue 9',
  severity,
  message: '',
  text: ';',
  start: 0,
  end: 1,
  sentence: ';',
  at: 0,
  unit: { kind: 'para' },
});
const result = (sentences: number, findings: SteFinding[]): SteModuleResult => ({
  textType: 'descriptive',
  overridden: false,
  sentences,
  words: sentences * 8,
  findings,
});

describe('STE run summary', () => {
  it('counts modules, sentences, words, findings by severity and by rule', () => {
    const summary = summarizeSteRun([
      result(10, [finding('semicolon', 'error'), finding('passive-voice', 'warning')]),
      result(30, [finding('semicolon', 'info')]),
    ]);
    expect(summary).toMatchObject({ modules: 2, sentences: 40, words: 320 });
    expect(summary).toMatchObject({ errors: 1, warnings: 1, infos: 1 });
    expect(summary.byRule).toMatchObject({ semicolon: 2, 'passive-voice': 1, glossary: 0 });
    expect(findingsPer100Sentences(summary)).toBe(7.5);
  });

  it('an empty project has no findings per sentence rather than a division by zero', () => {
    expect(findingsPer100Sentences(summarizeSteRun([]))).toBe(0);
  });
});
