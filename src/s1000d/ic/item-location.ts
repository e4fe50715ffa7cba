import { escapeAttribute } from '../csdb/lifecycle/text-edit';
import { ISSUE6_ITEM_LOCATION_CODES } from '../codes/issue6-tables';
import type { ObjectListing } from '../csdb/listing';
import { dmCodeOfRow } from '../sns/sns-usage';

export const ITEM_LOCATION_CODES = ['A', 'B', 'C', 'D', 'T'] as const;
export type ItemLocationCode = (typeof ITEM_LOCATION_CODES)[number];

/** One item location code with its meaning, the project's wording and where the project uses it. */
export type ItemLocationUse = {
  code: ItemLocationCode;
  meaning: string;
  /** The project's wording (tailoring "lexical": the words may change, not the meaning). */
  wording?: string;
  modules: number;
  /** Information code → modules with this item location code. */
  infoCodes: Record<string, number>;
  /** Entries of the project's information-code map specialised for this code ("200A-A"). */
  specialisations: string[];
};

export type ItemLocationProblem = { key: string; code: string; message: string };

/**
 * The five item location codes (Issue 6 default BREX, BREX-S1-00138, tailoring lexical) and
 * their use in a project's data modules, with what is wrong: a learn code needs a learn event
 * code (BREX-S1-00140), and training information (T) normally carries a learn code.
 */
export function itemLocationUsage(
  rows: readonly Pick<ObjectListing, 'k' | 't' | 'c'>[],
  settings: {
    itemLocationNames?: Record<string, string>;
    infoCodeSchemas?: Record<string, string>;
  } = {},
): { codes: ItemLocationUse[]; problems: ItemLocationProblem[] } {
  const codes: ItemLocationUse[] = ITEM_LOCATION_CODES.map((code) => ({
    code,
    meaning: ISSUE6_ITEM_LOCATION_CODES.singles[code]!,
    ...(settings.itemLocationNames?.[code] ? { wording: settings.itemLocationNames[code] } : {}),
    modules: 0,
    infoCodes: {},
    specialisations: Object.keys(settings.infoCodeSchemas ?? {})
      .filter((key) => key.split('-')[1] === code)
      .sort(),
  }));
  const problems: ItemLocationProblem[] = [];
  for (const row of rows) {
    const dm = dmCodeOfRow(row);
    if (!dm) continue;
    const use = codes.find((c) => c.code === dm.itemLocationCode);
    if (!use) {
      problems.push({
        key: row.k,
        code: row.c,
        message: `Item location code "${dm.itemLocationCode}" is not A, B, C, D or T.`,
      });
      continue;
    }
    use.modules += 1;
    use.infoCodes[dm.infoCode] = (use.infoCodes[dm.infoCode] ?? 0) + 1;
    if (dm.learnCode && !dm.learnEventCode)
      problems.push({
        key: row.k,
        code: row.c,
        message: 'A learn code needs a learn event code (BREX-S1-00140).',
      });
    if (dm.itemLocationCode === 'T' && !dm.learnCode)
      problems.push({
        key: row.k,
        code: row.c,
        message: 'Training information (T) without a learn code: add one, or use A, B, C or D.',
      });
  }
  return { codes, problems };
}

/** The item location codes as a BREX rule carrying the project's wording. */
export function itemLocationBrexRule(names: Record<string, string> = {}): string {
  const values = ITEM_LOCATION_CODES.map(
    (c) =>
      `      <objectValue valueForm="single" valueAllowed="${c}">${escapeAttribute(names[c] ?? ISSUE6_ITEM_LOCATION_CODES.singles[c]!)}</objectValue>`,
  ).join('\n');
  return `<structureObjectRule>
      <objectPath allowedObjectFlag="2">//dmIdent/dmCode/@itemLocationCode</objectPath>
      <objectUse>Item location codes and the project's wording of them.</objectUse>
${values}
    </structureObjectRule>`;
}
