import { parseDmCode } from '../codes/dm-code';
import type { Dml } from '../refs/dml';

/**
 * The schema a planned data module will most likely use, from its information code alone.
 * A DMRL names codes, not schemas, so an estimate needs this guess; the project's own
 * information-code map, where it has one, is better and is passed as `known`.
 * Categories per the information code list: 0xx description (except the applicability
 * tables, CIRs, BREX, business rules and front matter), 4xx fault isolation, 941 IPD,
 * other numbered categories procedures, 9xx and C-codes descriptive.
 */
export function likelySchemaOfInfoCode(infoCode: string): string {
  const code = infoCode.toUpperCase();
  if (code === '022') return 'brex';
  if (code === '024') return 'brdoc';
  if (code === '00W') return 'appliccrossreftable';
  if (code === '00Q') return 'condcrossreftable';
  if (code === '00P') return 'prdcrossreftable';
  if (/^00[E-NX]$|^0A[1-7]$/.test(code)) return 'comrep';
  if (/^(001|009|00[RSTU])$/.test(code)) return 'frontmatter';
  if (code === '941') return 'ipd';
  const category = code[0];
  if (category === '4') return 'fault';
  if (category && '1235678'.includes(category)) return 'proced';
  return 'descript';
}

export type DmrlCounts = {
  /** Data modules the list asks for (entries typed deleted are left out). */
  dataModules: number;
  /** ICNs the list names (infoEntityRef entries). */
  icns: number;
  /** Entries typed "d" (deleted), not counted above. */
  deleted: number;
  /** Publication modules, comments and other lists it names. */
  otherEntries: number;
  /** Data modules by schema: the known one, else the likely one for the information code. */
  bySchema: Record<string, number>;
};

/**
 * What a DMRL asks for, counted for planning: data modules by schema, ICNs, and what was
 * left out. `known` maps a data module code (no prefix) to the schema of an existing object.
 */
export function countDmrl(dml: Dml, known: ReadonlyMap<string, string> = new Map()): DmrlCounts {
  const counts: DmrlCounts = { dataModules: 0, icns: 0, deleted: 0, otherEntries: 0, bySchema: {} };
  const seen = new Set<string>();
  for (const entry of dml.entries) {
    if (entry.dmlEntryType === 'd') {
      counts.deleted += 1;
      continue;
    }
    if (entry.icn !== undefined) {
      counts.icns += 1;
      continue;
    }
    if (entry.ref?.kind !== 'dm') {
      counts.otherEntries += 1;
      continue;
    }
    const code = entry.ref.code.replace(/^DMC-/, '');
    // A DMRL may list a module twice (new, then changed): plan it once.
    if (seen.has(code)) continue;
    seen.add(code);
    const parsed = parseDmCode(code);
    const schema =
      known.get(code) ?? (parsed.ok ? likelySchemaOfInfoCode(parsed.value.infoCode) : 'descript');
    counts.dataModules += 1;
    counts.bySchema[schema] = (counts.bySchema[schema] ?? 0) + 1;
  }
  return counts;
}
