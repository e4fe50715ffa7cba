import {
  STE_RULES,
  STE_RULE_IDS,
  STE_SEVERITIES,
  type SteRuleId,
  type SteSeverity,
} from './ste-rules';

export const TEXT_TYPES = ['procedural', 'descriptive'] as const;
export type TextType = (typeof TEXT_TYPES)[number];

/**
 * A project glossary entry, in place of the STE dictionary: an approved technical noun or
 * verb (R1.5, R1.12), or a word the project does not use, with the word to use instead.
 */
export type GlossaryEntry =
  { term: string; kind: 'noun' | 'verb' } | { term: string; kind: 'avoid'; use?: string };

export type RuleSetting = { on: boolean; severity: SteSeverity };

export type SteSettings = {
  rules: Record<SteRuleId, RuleSetting>;
  glossary: GlossaryEntry[];
  /** Text type chosen by hand, by object key; the others take theirs from the schema. */
  textTypes: Record<string, TextType>;
};

export function defaultSteSettings(): SteSettings {
  return {
    rules: Object.fromEntries(
      STE_RULES.map((r) => [r.id, { on: true, severity: r.severity }]),
    ) as Record<SteRuleId, RuleSetting>,
    glossary: [],
    textTypes: {},
  };
}

/** Schemas whose text is instructions (S1000D notes §1.3): the rest is descriptive. */
const PROCEDURAL_SCHEMAS = ['proced', 'crew', 'checklist', 'fault'];

export function textTypeOfSchema(schema: string | undefined): TextType {
  return schema && PROCEDURAL_SCHEMAS.includes(schema) ? 'procedural' : 'descriptive';
}

const TERM = /^[\p{L}\p{N}][\p{L}\p{N}\- ]{0,59}$/u;

/** What a project's settings may hold (firestore.rules holds the store to the same). */
export const STE_LIMITS = { termsPerKind: 1000, textTypes: 5000 } as const;

/** Checks settings read from a file or the store; problems say what is wrong, in words. */
export function validateSteSettings(
  input: unknown,
): { ok: true; value: SteSettings } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const value = defaultSteSettings();
  if (typeof input !== 'object' || input === null)
    return { ok: false, problems: ['STE settings must be an object.'] };
  const raw = input as Record<string, unknown>;
  const rules = (raw.rules ?? {}) as Record<string, unknown>;
  for (const [id, setting] of Object.entries(rules)) {
    if (!STE_RULE_IDS.includes(id as SteRuleId)) {
      problems.push(`Unknown STE rule "${id}".`);
      continue;
    }
    const s = setting as Partial<RuleSetting>;
    if (typeof s?.on !== 'boolean' || !STE_SEVERITIES.includes(s.severity as SteSeverity))
      problems.push(`Rule ${id} needs on (true or false) and a severity (error, warning, info).`);
    else value.rules[id as SteRuleId] = { on: s.on, severity: s.severity as SteSeverity };
  }
  const seen = new Set<string>();
  for (const entry of Array.isArray(raw.glossary) ? raw.glossary : []) {
    const e = entry as Partial<GlossaryEntry> & { use?: unknown };
    const term = typeof e.term === 'string' ? e.term.trim() : '';
    if (!TERM.test(term)) {
      problems.push(
        `Glossary term "${String(e.term)}" must be 1 to 60 letters, digits, spaces or hyphens.`,
      );
      continue;
    }
    if (seen.has(term.toLowerCase())) {
      problems.push(`Glossary term "${term}" is listed twice.`);
      continue;
    }
    seen.add(term.toLowerCase());
    if (e.kind === 'noun' || e.kind === 'verb') value.glossary.push({ term, kind: e.kind });
    else if (e.kind === 'avoid') {
      const use = typeof e.use === 'string' ? e.use.trim() : '';
      if (use && !TERM.test(use)) {
        problems.push(
          `The word to use instead of "${term}" must be 1 to 60 letters, digits, spaces or hyphens.`,
        );
        continue;
      }
      value.glossary.push({
        term,
        kind: 'avoid',
        ...(use ? { use } : {}),
      });
    } else problems.push(`Glossary term "${term}" needs a kind: noun, verb or avoid.`);
  }
  if (raw.glossary !== undefined && !Array.isArray(raw.glossary))
    problems.push('The glossary must be a list.');
  for (const kind of ['noun', 'verb', 'avoid'] as const)
    if (value.glossary.filter((e) => e.kind === kind).length > STE_LIMITS.termsPerKind)
      problems.push(`The glossary holds at most ${STE_LIMITS.termsPerKind} terms of each kind.`);
  const types = (raw.textTypes ?? {}) as Record<string, unknown>;
  if (Object.keys(types).length > STE_LIMITS.textTypes)
    problems.push(`At most ${STE_LIMITS.textTypes} data modules can have a text type chosen.`);
  for (const [key, type] of Object.entries(types)) {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(key)) problems.push(`"${key}" is not a data module key.`);
    else if (TEXT_TYPES.includes(type as TextType)) value.textTypes[key] = type as TextType;
    else problems.push(`Text type of ${key} must be procedural or descriptive.`);
  }
  return problems.length ? { ok: false, problems } : { ok: true, value };
}
