import { COMPANY_LENGTH, MESSAGE_MAX_LENGTH, NAME_LENGTH } from './account-request.ts';
import { MAX_ASSIGNED_ROLES } from './model.ts';

/**
 * Every limit the pages state and firestore.rules enforce, in one place
 * (issues 14 and 22, decision 222). Texts count UTF-16 code units, as JavaScript's `length` and the
 * rules' `size()` both do; lists and maps count entries. firestore.rules holds
 * a generated copy (`limit_<collection>_<field>()`), which
 * src/access/limits.test.ts keeps equal to this table.
 */
export const LIMITS = {
  users: {
    name: 100,
    displayName: 100,
    enrolledCourses: 50,
    assignedRoles: MAX_ASSIGNED_ROLES,
    /** A uid, course id, PIN or sign-in role written in a profile, a bucket or a session. */
    code: 128,
  },
  roles: { name: 100, description: 500 },
  courses: { name: 100, description: 500, lastUpdated: 40, features: 12, feature: 100 },
  courseProgress: {
    answers: 400,
    completedLessonIds: 100,
    /** Answers one save may add or change: a lesson's check has 3-4 questions. */
    answersPerSave: 10,
    /** One answer's choice (an option id, or a typed code segment). */
    choice: 500,
  },
  accountRequests: {
    email: 254,
    fullName: NAME_LENGTH.max,
    company: COMPANY_LENGTH.max,
    message: MESSAGE_MAX_LENGTH,
    notes: 2000,
  },
  sessions: { name: 50 },
  accessCodes: { description: 200, usesLeft: 10_000 },
  ipsBuckets: { name: 200, bucketId: 100, teacherIds: 20, courseIds: 20 },
  members: { name: 100 },
  assignments: { title: 200, instructions: 5000 },
  submissions: { learnerName: 100, text: 20_000, feedback: 5000 },
  todos: { title: 400, notes: 2000 },
  /** PBS projects, IPS projects, drafts and PLM records (decision 1300). */
  projects: {
    /** The name of a PBS project, IPS project, draft or PLM record. */
    name: 200,
    description: 2000,
    /** Product, customer, contract, an old local id. */
    text: 200,
    /** The same items stored as one JSON text (decision 1200): the characters of a 1 MiB document. */
    itemsText: 1_000_000,
    /**
     * Team members, milestones, old figures, each list stored as one JSON text (decision 1400):
     * 200 entries (the creator's count) of about 500 characters.
     */
    entriesText: 100_000,
    specifications: 20,
    /**
     * What the browser-only version or a bundle stored besides, under legacyFields, IPS metadata
     * or a draft's form, each as one JSON text (decision 1500): a fifth of a 1 MiB document.
     */
    valuesText: 200_000,
    /** A PLM record's saved data, whatever its shape, as one JSON text: the whole document. */
    plmDataText: 1_000_000,
  },
  productConfigurations: {
    /**
     * The models stored as one JSON text (decision 1400), with their variants and serial ranges:
     * half a 1 MiB document, about 2,500 ranges naming a few modifications each.
     */
    modelsText: 500_000,
  },
  projectImports: { paths: 200_000 },
  migrations: { errors: 20, error: 500, localStorageKeys: 4 },
  /**
   * A part of a project's BRDP index: its rows (at most 250 of about 2,500 characters, decision
   * 803) as one JSON text (decision 1400).
   */
  brdpIndex: { partText: 700_000 },
  /**
   * An issue pattern's examples as one JSON text (decision 1400): 20 of 20,000 characters,
   * and room for the quotes and backslashes JSON escapes in XML.
   */
  issuePatterns: { examplesText: 500_000 },
  /**
   * A schema set's file list (name, SHA-256, size; decision 1240) as one JSON text (decision
   * 1400): 500 files of about 300 characters.
   */
  schemaSets: { filesText: 150_000 },
  /**
   * A content store's listing index shard (decisions 170, 1620): rows an object, each the
   * listing row as one JSON text, and a BREX mark as one JSON text. 2,500 rows a shard is
   * decision 170's 40,000 objects over 16 shards; a row of 200,000 characters holds about
   * 3,200 references (the bike set's largest, its DML, is 5,365). The rules count a row in
   * thousands of characters, so `rowText` is a multiple of 1,000.
   */
  indexShards: { rows: 2_500, rowText: 200_000, brexText: 300 },
} as const satisfies Record<string, Record<string, number>>;

export type LimitedCollection = keyof typeof LIMITS;

/** The rules function that returns a limit. */
export function limitFunctionName(collection: string, field: string): string {
  return `limit_${collection}_${field}`;
}

export const RULES_LIMITS_BEGIN =
  '    // ---------- limits: generated from src/access/limits.ts (UPDATE_RULES_LIMITS=1 npx vitest run --project unit src/access/limits.test.ts) ----------';
export const RULES_LIMITS_END = '    // ---------- end of limits ----------';

/** The generated section of firestore.rules, markers included. */
export function renderRulesLimits(): string {
  const lines = Object.entries(LIMITS).flatMap(([collection, fields]) =>
    Object.entries(fields).map(
      ([field, value]) =>
        `    function ${limitFunctionName(collection, field)}() { return ${value}; }`,
    ),
  );
  return [RULES_LIMITS_BEGIN, ...lines, RULES_LIMITS_END].join('\n');
}

/** The first message a text breaks: empty when required, or longer than its limit. */
export function textProblem(
  text: string,
  limit: number,
  options: { required?: boolean } = {},
): string | null {
  if (options.required && text.trim().length === 0) return 'Enter a value.';
  if (text.length > limit) {
    return `Use at most ${limit.toLocaleString('en-US')} characters (this has ${text.length.toLocaleString('en-US')}).`;
  }
  return null;
}
