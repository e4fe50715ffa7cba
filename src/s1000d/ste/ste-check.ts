import {
  BE_FORMS,
  CONTRACTIONS,
  FUNCTION_WORDS,
  IRREGULAR_PARTICIPLES,
  NOT_PARTICIPLES,
} from './english-words';
import { splitSentences, wordsOf, type Sentence, type Word } from './ste-sentences';
import { STE_ISSUE, steRule, type SteRuleId, type SteSeverity } from './ste-rules';
import type { GlossaryEntry, SteSettings, TextType } from './ste-settings';
import type { TextUnit } from './ste-text';

export type SteFinding = {
  rule: SteRuleId;
  /** "R5.1": the rule number of the STE issue named in `issue`. */
  ruleNumber: string;
  issue: typeof STE_ISSUE;
  severity: SteSeverity;
  message: string;
  /** The text of the span found (a sentence, a word, a paragraph). */
  text: string;
  /** Where the span is in the unit's text. */
  start: number;
  end: number;
  /** The sentence the span is in (the paragraph for R6.6), and where the span starts in it. */
  sentence: string;
  at: number;
  unit: Pick<TextUnit, 'kind' | 'line' | 'id'>;
};

/** The word limit and its rule number for a sentence of a unit (R5.1, R5.5, R6.3). */
function limitOf(unit: TextUnit, type: TextType): { words: number; rule: string } {
  if (unit.kind === 'step' || unit.kind === 'warning' || unit.kind === 'caution')
    return { words: 20, rule: 'R5.1' };
  if (unit.kind === 'note') return { words: 25, rule: 'R5.5' };
  return type === 'procedural' ? { words: 20, rule: 'R5.1' } : { words: 25, rule: 'R6.3' };
}

const bare = (w: Word) => w.text.replace(/^[("“']+|[)"”',;]+$/g, '').toLowerCase();

function isParticiple(word: string): boolean {
  if (IRREGULAR_PARTICIPLES.has(word)) return true;
  return /^[a-z]{2,}ed$/.test(word) && !NOT_PARTICIPLES.has(word);
}

/** be + (adverb in -ly) + past participle. */
function passives(words: Word[]): [Word, Word][] {
  const found: [Word, Word][] = [];
  for (let i = 0; i < words.length - 1; i++) {
    if (!BE_FORMS.has(bare(words[i]!))) continue;
    let j = i + 1;
    if (/ly$/.test(bare(words[j]!)) && j + 1 < words.length) j++;
    if (isParticiple(bare(words[j]!))) found.push([words[i]!, words[j]!]);
  }
  return found;
}

/**
 * Runs of more than 3 words that can be nouns: not function words, verbs of the glossary,
 * adverbs, numbers or words that end the clause (a comma). Glossary nouns always count.
 */
function nounClusters(words: Word[], glossary: Glossary): Word[][] {
  const clusters: Word[][] = [];
  let run: Word[] = [];
  const close = () => {
    if (run.length > 3) clusters.push(run);
    run = [];
  };
  for (let i = 0; i < words.length; i++) {
    // A technical noun of several words (the glossary's "brake cable") counts as one noun.
    const phrase = glossary.phrases.find((p) =>
      p.every((part, k) => words[i + k] && bare(words[i + k]!) === part),
    );
    const word = phrase ? { ...words[i]!, end: words[i + phrase.length - 1]!.end } : words[i]!;
    const last = phrase ? words[i + phrase.length - 1]! : word;
    const w = bare(word);
    const noun =
      !!phrase ||
      glossary.nouns.has(w) ||
      (i > 0 &&
        /^[\p{Ll}][\p{Ll}-]*$/u.test(w) &&
        !FUNCTION_WORDS.has(w) &&
        !isGlossaryVerb(w, glossary) &&
        !/ly$/.test(w) &&
        !isParticiple(w));
    if (noun) run.push(word);
    else close();
    if (/[,;:]$/.test(last.text)) close();
    if (phrase) i += phrase.length - 1;
  }
  close();
  return clusters;
}

/** A glossary verb in any of its forms: "connect" also finds connects, connected, connecting. */
const isGlossaryVerb = (w: string, g: Glossary) =>
  g.verbs.has(w) ||
  [/s$/, /es$/, /ed$/, /d$/, /ing$/].some((end) => g.verbs.has(w.replace(end, '')));

type Glossary = {
  nouns: Set<string>;
  /** Technical nouns of several words, as their words. */
  phrases: string[][];
  verbs: Set<string>;
  avoid: { pattern: RegExp; term: string; use?: string }[];
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function glossaryOf(entries: readonly GlossaryEntry[]): Glossary {
  const g: Glossary = { nouns: new Set(), phrases: [], verbs: new Set(), avoid: [] };
  for (const e of entries) {
    const term = e.term.toLowerCase();
    if (e.kind === 'noun') {
      if (term.includes(' ')) g.phrases.push(term.split(/\s+/));
      else g.nouns.add(term);
    } else if (e.kind === 'verb') g.verbs.add(term);
    else if (e.kind === 'avoid')
      g.avoid.push({
        pattern: new RegExp(
          `(?<![\\p{L}\\p{N}])${escape(term).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`,
          'giu',
        ),
        term,
        ...(e.use ? { use: e.use } : {}),
      });
  }
  return g;
}

/** Checks the text units of one data module against the rules that are on. */
export function checkSteUnits(
  units: readonly TextUnit[],
  type: TextType,
  settings: SteSettings,
): SteFinding[] {
  const findings: SteFinding[] = [];
  const glossary = glossaryOf(settings.glossary);
  for (const unit of units) {
    const sentences = splitSentences(unit.text);
    const add = (
      rule: SteRuleId,
      ruleNumber: string,
      message: string,
      start: number,
      end: number,
    ) => {
      const setting = settings.rules[rule];
      if (!setting.on) return;
      const around =
        rule === 'paragraph-length'
          ? undefined
          : sentences.find((s) => start >= s.start && start < s.end);
      findings.push({
        rule,
        ruleNumber,
        issue: STE_ISSUE,
        severity: setting.severity,
        message,
        text: unit.text.slice(start, end),
        start,
        end,
        sentence: around?.text ?? unit.text,
        at: start - (around?.start ?? 0),
        unit: {
          kind: unit.kind,
          ...(unit.line ? { line: unit.line } : {}),
          ...(unit.id ? { id: unit.id } : {}),
        },
      });
    };
    if (unit.kind === 'para' && type === 'descriptive' && sentences.length > 6)
      add(
        'paragraph-length',
        'R6.6',
        `${sentences.length} sentences in a paragraph; the limit is 6.`,
        0,
        unit.text.length,
      );
    for (const s of sentences) checkSentence(unit, type, s, glossary, add);
  }
  return findings;
}

function checkSentence(
  unit: TextUnit,
  type: TextType,
  s: Sentence,
  glossary: Glossary,
  add: (rule: SteRuleId, n: string, message: string, start: number, end: number) => void,
) {
  const words = wordsOf(s.text);
  const at = (w: Word) => [s.start + w.start, s.start + w.end] as const;
  const limit = limitOf(unit, type);
  if (words.length > limit.words)
    add(
      'sentence-length',
      limit.rule,
      `${words.length} words; the limit for ${unit.kind === 'para' ? `${type} text` : `${unit.kind} text`} is ${limit.words}.`,
      s.start,
      s.end,
    );
  for (let i = s.text.indexOf(';'); i >= 0; i = s.text.indexOf(';', i + 1))
    add('semicolon', 'R8.1', 'A semicolon: write two sentences.', s.start + i, s.start + i + 1);
  for (const m of s.text.matchAll(CONTRACTIONS))
    add(
      'contraction',
      'R4.2',
      `"${m[0]}" is a contraction: write the words in full.`,
      s.start + m.index,
      s.start + m.index + m[0].length,
    );
  const passiveRule = steRule('passive-voice').numbers;
  for (const [be, participle] of passives(words))
    add(
      'passive-voice',
      passiveRule,
      type === 'procedural' || unit.kind !== 'para'
        ? `"${s.text.slice(be.start, participle.end)}" is passive: instructions use the active voice.`
        : `"${s.text.slice(be.start, participle.end)}" is passive: use it only when the agent is unknown.`,
      at(be)[0],
      at(participle)[1],
    );
  for (const run of nounClusters(words, glossary))
    add(
      'noun-cluster',
      'R2.1',
      `${run.length} nouns in a row: no more than 3; split the cluster with a preposition or a new sentence.`,
      at(run[0]!)[0],
      at(run[run.length - 1]!)[1],
    );
  for (const avoid of glossary.avoid)
    for (const m of s.text.matchAll(avoid.pattern))
      add(
        'glossary',
        'R1.1',
        `The project glossary does not approve "${avoid.term}"${avoid.use ? `: use "${avoid.use}"` : ''}.`,
        s.start + m.index,
        s.start + m.index + m[0].length,
      );
}
