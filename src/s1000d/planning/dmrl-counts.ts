import { parseDmCode } from '../codes/dm-code';
import { schemaForInfoCode } from '../csdb/info-code-schemas';
import type { Dml } from '../refs/dml';

export type DmrlCounts = {
  /** Data modules the list asks for (entries typed deleted are left out). */
  dataModules: number;
  /** ICNs the list names (infoEntityRef entries). */
  icns: number;
  /** Entries typed "d" (deleted), not counted above. */
  deleted: number;
  /** Publication modules, comments and other lists it names. */
  otherEntries: number;
  /** Data modules by schema: the known one, else the one its information code normally takes. */
  bySchema: Record<string, number>;
};

/**
 * What a DMRL asks for, counted for planning: data modules by schema, ICNs, and what was
 * left out. A DMRL names codes, not schemas: `known` maps a data module code (no prefix) to
 * the schema of an existing object, and `schemaOf` gives the rest from the information code
 * (the project's own map, or the Issue 6 default).
 */
export function countDmrl(
  dml: Dml,
  known: ReadonlyMap<string, string> = new Map(),
  schemaOf: (infoCode: string) => string = schemaForInfoCode,
): DmrlCounts {
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
    const schema = known.get(code) ?? (parsed.ok ? schemaOf(parsed.value.infoCode) : 'descript');
    counts.dataModules += 1;
    counts.bySchema[schema] = (counts.bySchema[schema] ?? 0) + 1;
  }
  return counts;
}
