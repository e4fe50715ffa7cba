import { escapeAttribute } from '../csdb/lifecycle/text-edit';
import { ISSUE6_INFO_CODES } from '../codes/issue6-tables';
import { lookUpValue } from '../codes/lookup-value';
import { infoName } from '../csdb/defaults-files';
import { schemaForInfoCode } from '../csdb/info-code-schemas';
import type { ProjectSettings } from '../csdb/project-settings';
import { dmCodeOfRow } from '../sns/sns-usage';
import type { ObjectListing } from '../csdb/listing';

/** The primary categories of information codes (their first character). */
export const INFO_CODE_CATEGORIES = [
  { key: '0', name: 'Function, data for plans and description' },
  { key: '1', name: 'Operation' },
  { key: '2', name: 'Servicing' },
  { key: '3', name: 'Examinations, tests and checks' },
  { key: '4', name: 'Fault reports and isolation procedures' },
  { key: '5', name: 'Disconnect, remove and disassemble procedures' },
  { key: '6', name: 'Repairs and locally make procedures and data' },
  { key: '7', name: 'Assemble, install and connect procedures' },
  { key: '8', name: 'Package, handling, storage and transportation' },
  { key: '9', name: 'Miscellaneous' },
  { key: 'C', name: 'Computer systems, software and data' },
] as const;

/** One row of the information code list: the specification's and the project's own. */
export type InfoCodeRow = {
  /** Information code, with a variant ("258B") or item location / learn code where the project specialises it. */
  code: string;
  name: string;
  category: string;
  schema: string;
  source: 'specification' | 'project';
  /** The default BREX marks the list "restrictable": a project may allow fewer codes. */
  tailoring: 'restrictable';
  /** Data modules of the project with this code (its variants counted under the base code). */
  modules: number;
};

/**
 * The information codes of the Issue 6 list (593 codes) with the project's own codes and
 * variants (its information-code map and names), each with its schema and how many of the
 * project's data modules use it.
 */
export function infoCodeRows(
  settings: Pick<ProjectSettings, 'infoCodeSchemas' | 'infoNames'> | undefined,
  rows: readonly Pick<ObjectListing, 't' | 'c'>[] = [],
): InfoCodeRow[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const code = dmCodeOfRow(row);
    if (!code) continue;
    for (const key of [code.infoCode, code.infoCode + code.infoCodeVariant]) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const list = new Map<string, InfoCodeRow>();
  for (const code of Object.keys(ISSUE6_INFO_CODES.singles)) {
    list.set(code, {
      code,
      name: settings?.infoNames?.[code] ?? infoName(code),
      category: code[0]!,
      schema: settings?.infoCodeSchemas[code] ?? schemaForInfoCode(code),
      source: 'specification',
      tailoring: 'restrictable',
      modules: counts.get(code) ?? 0,
    });
  }
  const own = new Set([
    ...Object.keys(settings?.infoCodeSchemas ?? {}),
    ...Object.keys(settings?.infoNames ?? {}),
  ]);
  for (const code of own) {
    if (list.has(code)) continue;
    const base = code.slice(0, 3);
    list.set(code, {
      code,
      name: settings?.infoNames?.[code] ?? settings?.infoNames?.[base] ?? infoName(base) ?? '',
      category: code[0]!,
      schema:
        settings?.infoCodeSchemas[code] ??
        settings?.infoCodeSchemas[base] ??
        schemaForInfoCode(base),
      source: 'project',
      tailoring: 'restrictable',
      modules: counts.get(code.length === 4 ? code : base) ?? 0,
    });
  }
  return [...list.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * Whether a project may add this code: 3 characters (then an optional variant, item location
 * code and learn code, as .dmtypes keys write them). An all-numeric code the specification
 * does not list is reserved to it; a project allocates codes with a letter (04A, 2AA …).
 */
export function projectInfoCodeProblem(code: string, name: string): string | undefined {
  const m = /^([A-Z0-9]{3})([A-Z0-9])?(?:-([ABCDT])(?:-([HT][A-Z0-9]{2})([A-E]))?)?$/.exec(code);
  if (!m)
    return `"${code}" is not an information code: 3 capitals or digits, then an optional variant (258A), item location (-A) and learn code (-T10B).`;
  if (!name.trim()) return `Give ${code} a name.`;
  if (name.length > 200) return 'A name has at most 200 characters.';
  const base = m[1]!;
  const listed = ISSUE6_INFO_CODES.singles[base] !== undefined;
  if (/^[0-9]{3}$/.test(base) && !listed)
    return `${base} is all digits but not in the specification's list: numeric codes are reserved; use a letter (for example ${base.slice(0, 2)}A).`;
  if (!listed && !lookUpValue(ISSUE6_INFO_CODES, base))
    return `${base} is not in the specification's ranges open to projects.`;
  return undefined;
}

/**
 * The project's information codes as BREX structure rules (s1kd-newdm -B style): one rule
 * allowing the codes, and one per code with variants allowing those variants. Ready to go
 * inside a structureObjectRuleGroup.
 */
export function infoCodeBrexRules(
  codes: readonly { code: string; name: string }[],
  projectName: string,
): string {
  const bases = new Map<string, string>();
  const variants = new Map<string, string[]>();
  for (const { code, name } of codes) {
    const base = code.slice(0, 3);
    if (!bases.has(base)) bases.set(base, code.length === 3 ? name : infoName(base) || name);
    if (code.length >= 4 && /^[A-Z0-9]{4}$/.test(code.slice(0, 4))) {
      variants.set(base, [...new Set([...(variants.get(base) ?? []), code[3]!])]);
    }
  }
  const value = (v: string, meaning: string) =>
    `      <objectValue valueForm="single" valueAllowed="${escapeAttribute(v)}">${escapeAttribute(meaning)}</objectValue>`;
  const rules = [
    `<structureObjectRule>
      <objectPath allowedObjectFlag="2">//dmIdent/dmCode/@infoCode</objectPath>
      <objectUse>The information codes of ${escapeAttribute(projectName)}.</objectUse>
${[...bases]
  .sort()
  .map(([c, n]) => value(c, n))
  .join('\n')}
    </structureObjectRule>`,
  ];
  for (const [base, list] of [...variants].sort()) {
    rules.push(`<structureObjectRule>
      <objectPath allowedObjectFlag="2">//dmIdent/dmCode[@infoCode='${base}']/@infoCodeVariant</objectPath>
      <objectUse>The variants of information code ${base} in ${escapeAttribute(projectName)}.</objectUse>
${list
  .sort()
  .map((v) => value(v, `${base}${v}`))
  .join('\n')}
    </structureObjectRule>`);
  }
  return rules.join('\n');
}
