import { ISSUE6_INFO_CODES } from '../codes/issue6-tables';
import { schemaForInfoCode } from '../csdb/info-code-schemas';
import { informationSet, type InformationSet } from './information-sets';

/** One information code the chosen sets call for: its name, schema and which sets want it. */
export type ProposedCode = { infoCode: string; name: string; schema: string; sets: string[] };

export type SetProposal = {
  sets: InformationSet[];
  codes: ProposedCode[];
  /** Schemas the project will need, with how many proposed codes use each, most first. */
  schemas: { schema: string; codes: number }[];
  /** Ids that name no set. */
  unknown: string[];
};

/** What a project's chosen sets propose: information codes (sorted), their schemas, the sets. */
export function proposeForSets(
  ids: readonly string[],
  schemaOf: (infoCode: string) => string = schemaForInfoCode,
): SetProposal {
  const sets: InformationSet[] = [];
  const unknown: string[] = [];
  for (const id of ids) {
    const found = informationSet(id);
    if (found) sets.push(found);
    else unknown.push(id);
  }
  const byCode = new Map<string, ProposedCode>();
  for (const s of sets) {
    for (const code of s.sections.flatMap((section) => section.infoCodes)) {
      const proposed = byCode.get(code) ?? {
        infoCode: code,
        name: ISSUE6_INFO_CODES.singles[code] ?? '',
        schema: schemaOf(code),
        sets: [],
      };
      if (!proposed.sets.includes(s.title)) proposed.sets.push(s.title);
      byCode.set(code, proposed);
    }
  }
  const codes = [...byCode.values()].sort((a, b) => a.infoCode.localeCompare(b.infoCode));
  const counts = new Map<string, number>();
  for (const c of codes) counts.set(c.schema, (counts.get(c.schema) ?? 0) + 1);
  const schemas = [...counts]
    .map(([schema, n]) => ({ schema, codes: n }))
    .sort((a, b) => b.codes - a.codes || a.schema.localeCompare(b.schema));
  return { sets, codes, schemas, unknown };
}
