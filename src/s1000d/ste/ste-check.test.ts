import { describe, expect, it } from 'vitest';
import { checkSteUnits } from './ste-check';
import {
  defaultSteSettings,
  type GlossaryEntry,
  type SteSettings,
  type TextType,
} from './ste-settings';
import type { SteRuleId } from './ste-rules';
import type { TextUnit, TextUnitKind } from './ste-text';

function findings(
  text: string,
  options: {
    kind?: TextUnitKind;
    type?: TextType;
    glossary?: GlossaryEntry[];
    settings?: SteSettings;
  } = {},
) {
  const settings = options.settings ?? {
    ...defaultSteSettings(),
    glossary: options.glossary ?? [],
  };
  const unit: TextUnit = { kind: options.kind ?? 'para', text };
  return checkSteUnits([unit], options.type ?? 'descriptive', settings);
}
const rulesOf = (list: ReturnType<typeof findings>) => list.map((f) => f.rule);
const only = (rule: SteRuleId, list: ReturnType<typeof findings>) =>
  list.filter((f) => f.rule === rule);

const words = (n: number) =>
  Array.from({ length: n }, (_, i) => (i === 0 ? 'Turn' : 'it')).join(' ');

describe('STE checker, rule by rule (ASD-STE100 Issue 9)', () => {
  it('R5.1: a procedural sentence of 21 words is too long, 20 is not', () => {
    const long = only('sentence-length', findings(`${words(21)}.`, { kind: 'step' }));
    expect(long).toHaveLength(1);
    expect(long[0]).toMatchObject({
      ruleNumber: 'R5.1',
      issue: 'ASD-STE100 Issue 9',
      severity: 'error',
    });
    expect(long[0]!.message).toContain('21 words');
    expect(only('sentence-length', findings(`${words(20)}.`, { kind: 'step' }))).toEqual([]);
  });

  it('R6.3: descriptive text allows 25 words, not 26; procedural paragraphs take 20 (R5.1)', () => {
    expect(only('sentence-length', findings(`${words(25)}.`))).toEqual([]);
    expect(only('sentence-length', findings(`${words(26)}.`))[0]?.ruleNumber).toBe('R6.3');
    expect(
      only('sentence-length', findings(`${words(21)}.`, { type: 'procedural' }))[0]?.ruleNumber,
    ).toBe('R5.1');
  });

  it('R5.5: a note sentence may have 25 words; warnings and cautions 20', () => {
    expect(only('sentence-length', findings(`${words(25)}.`, { kind: 'note' }))).toEqual([]);
    expect(
      only('sentence-length', findings(`${words(26)}.`, { kind: 'note' }))[0]?.ruleNumber,
    ).toBe('R5.5');
    expect(only('sentence-length', findings(`${words(21)}.`, { kind: 'warning' }))).toHaveLength(1);
  });

  it('R8.5 to R8.7: parentheses, a number with its unit and hyphenated words count as one word', () => {
    const text = `Turn the nut (${words(10)}) 10 mm to a well-known self-locking position until it stops at the end of the thread now.`;
    expect(only('sentence-length', findings(text, { kind: 'step' }))).toEqual([]);
    const counted = only(
      'sentence-length',
      findings(text.replace('now.', 'now and again.'), { kind: 'step' }),
    );
    expect(counted[0]?.message).toContain('22 words');
  });

  it('splits sentences at full stops but not in decimals or abbreviations, and shows the sentence', () => {
    const text = `Set the gap to 1.5 mm, e.g. with a gauge. ${words(21)}.`;
    const long = only('sentence-length', findings(text, { kind: 'step' }));
    expect(long).toHaveLength(1);
    expect(long[0]!.text).toBe(`${words(21)}.`);
    expect(text.slice(long[0]!.start, long[0]!.end)).toBe(long[0]!.text);
  });

  it('R6.6: 7 sentences in a descriptive paragraph are too many, 6 are not; procedural text is not counted', () => {
    const para = (n: number) => Array.from({ length: n }, () => 'The wheel turns.').join(' ');
    expect(only('paragraph-length', findings(para(7)))[0]).toMatchObject({
      ruleNumber: 'R6.6',
      severity: 'warning',
    });
    expect(only('paragraph-length', findings(para(6)))).toEqual([]);
    expect(only('paragraph-length', findings(para(7), { type: 'procedural' }))).toEqual([]);
  });

  it('R8.1: a semicolon is found at its place; a sentence without one is clean', () => {
    const found = only('semicolon', findings('Remove the wheel; clean the rim.', { kind: 'step' }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ ruleNumber: 'R8.1', text: ';', start: 16 });
    expect(only('semicolon', findings('Remove the wheel. Clean the rim.'))).toEqual([]);
  });

  it('R4.2: contractions (straight or curly apostrophe) are found; possessives and full words are not', () => {
    const found = only(
      'contraction',
      findings("Don’t turn the nut. It's loose and you'll see that it isn't tight."),
    );
    expect(found.map((f) => f.text)).toEqual(['Don’t', "It's", "you'll", "isn't"]);
    expect(found[0]!.ruleNumber).toBe('R4.2');
    expect(only('contraction', findings("Do not turn the rider's nut. It is loose."))).toEqual([]);
  });

  it('R3.6: passive voice (be + participle, regular or irregular, with an adverb) is found; active is not', () => {
    const found = only(
      'passive-voice',
      findings(
        'The wheel is removed by the mechanic. The nut was fully tightened. The cable is held.',
        { type: 'procedural' },
      ),
    );
    expect(found.map((f) => f.text)).toEqual(['is removed', 'was fully tightened', 'is held']);
    expect(found[0]!.message).toContain('active voice');
    expect(
      only('passive-voice', findings('Remove the wheel. The light is red. The brake needs oil.')),
    ).toEqual([]);
  });

  it('R2.1: a cluster of 4 nouns is found, 3 are not; a glossary technical noun of two words counts as one', () => {
    const found = only(
      'noun-cluster',
      findings('Remove the brake cable adjuster nut.', { kind: 'step' }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ text: 'brake cable adjuster nut', ruleNumber: 'R2.1' });
    expect(only('noun-cluster', findings('Remove the brake cable nut.', { kind: 'step' }))).toEqual(
      [],
    );
    expect(
      only(
        'noun-cluster',
        findings('Remove the brake cable adjuster nut.', {
          kind: 'step',
          glossary: [{ term: 'brake cable', kind: 'noun' }],
        }),
      ),
    ).toEqual([]);
    expect(
      only(
        'noun-cluster',
        findings('Make sure the wheel bearings turn freely.', {
          glossary: [{ term: 'turn', kind: 'verb' }],
        }),
      ),
    ).toEqual([]);
  });

  it('R1.1: a word the project glossary does not approve is found with the word to use; others are not', () => {
    const glossary: GlossaryEntry[] = [
      { term: 'utilize', kind: 'avoid', use: 'use' },
      { term: 'in order to', kind: 'avoid', use: 'to' },
    ];
    const found = only(
      'glossary',
      findings('Utilize the tool in order to loosen the nut.', { glossary }),
    );
    expect(found.map((f) => f.text)).toEqual(['Utilize', 'in order to']);
    expect(found[0]!.message).toBe('The project glossary does not approve "utilize": use "use".');
    expect(only('glossary', findings('Use the tool to loosen the nut.', { glossary }))).toEqual([]);
  });

  it('a clean procedural step has no findings; a rule turned off finds nothing; severity follows the settings', () => {
    expect(findings('Remove the front brake.', { kind: 'step' })).toEqual([]);
    const settings = defaultSteSettings();
    settings.rules.semicolon = { on: false, severity: 'error' };
    settings.rules.contraction = { on: true, severity: 'info' };
    const list = findings("Don't stop; go.", { settings });
    expect(rulesOf(list)).toEqual(['contraction']);
    expect(list[0]!.severity).toBe('info');
  });
});

describe('STE findings carry their sentence', () => {
  it('the sentence around the span, and where the span starts in it', () => {
    const [found] = findings('Turn the nut. Do not use a semicolon; it is wrong.').filter(
      (f) => f.rule === 'semicolon',
    );
    expect(found).toMatchObject({
      sentence: 'Do not use a semicolon; it is wrong.',
      at: 'Do not use a semicolon'.length,
      text: ';',
    });
  });
});
