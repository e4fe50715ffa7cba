import { describe, expect, it } from 'vitest';
import { STE_LIMITS, defaultSteSettings, validateSteSettings } from './ste-settings';

const problemsOf = (input: unknown) => {
  const checked = validateSteSettings(input);
  return checked.ok ? [] : checked.problems;
};

describe('STE settings as the page, the CLI and the store accept them', () => {
  it('the defaults pass, and an avoided word keeps the word to use', () => {
    expect(validateSteSettings(defaultSteSettings())).toEqual({
      ok: true,
      value: defaultSteSettings(),
    });
    const checked = validateSteSettings({
      glossary: [{ term: ' utilize ', kind: 'avoid', use: ' use ' }],
    });
    expect(checked.ok && checked.value.glossary).toEqual([
      { term: 'utilize', kind: 'avoid', use: 'use' },
    ]);
  });

  it('refuses a word to use with punctuation, a key that is no object key, and too many terms', () => {
    expect(problemsOf({ glossary: [{ term: 'utilize', kind: 'avoid', use: 'use;' }] })).toEqual([
      'The word to use instead of "utilize" must be 1 to 60 letters, digits, spaces or hyphens.',
    ]);
    expect(problemsOf({ textTypes: { 'DMC/../x': 'procedural' } })).toEqual([
      '"DMC/../x" is not a data module key.',
    ]);
    const many = Array.from({ length: STE_LIMITS.termsPerKind + 1 }, (_, i) => ({
      term: `noun${i}`,
      kind: 'noun',
    }));
    expect(problemsOf({ glossary: many })).toEqual([
      `The glossary holds at most ${STE_LIMITS.termsPerKind} terms of each kind.`,
    ]);
    expect(problemsOf({ glossary: many.slice(1) })).toEqual([]);
  });
});
