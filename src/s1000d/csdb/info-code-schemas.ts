import { ISSUE6_INFO_CODES } from '../codes/issue6-tables';

/**
 * Which schema a data module of each information code normally takes, worked out from the
 * Issue 6 information code list (names and primary categories, Chap 8.4) and the schema each
 * kind of information uses (Chap 3.9.5): front matter for title pages, lists of effective
 * data modules, change records, highlights and contents; the cross-reference tables; common
 * information repositories; maintenance planning; wiring lists; fault reporting and
 * isolation; crew information; illustrated parts data; procedures for the 100–900 tasks
 * that are procedures; descriptions for everything else. Projects may change any entry.
 */
const EXPLICIT: Record<string, string> = {
  '001': 'frontmatter',
  '002': 'frontmatter',
  '003': 'frontmatter',
  '009': 'frontmatter',
  '00A': 'frontmatter',
  '00B': 'frontmatter',
  '00C': 'frontmatter',
  '00D': 'frontmatter',
  '00R': 'frontmatter',
  '00S': 'frontmatter',
  '00T': 'frontmatter',
  '00U': 'frontmatter',
  '00V': 'frontmatter',
  '00Y': 'frontmatter',
  '00Z': 'frontmatter',
  '017': 'frontmatter',
  '022': 'brex',
  '024': 'brdoc',
  '00P': 'prdcrossreftable',
  '00Q': 'condcrossreftable',
  '00W': 'appliccrossreftable',
  '0A3': 'appliccrossreftable',
  '053': 'wrngdata',
  // The Issue 4.1 bike lighting's equipment list (056) is wiring data.
  '056': 'wrngdata',
  '057': 'wrngdata',
  '058': 'wrngdata',
  '914': 'container',
  '930': 'sb',
  '941': 'ipd',
  '942': 'ipd',
  '951': 'process',
  '952': 'learning',
};

const CIR = [
  '00E',
  '00F',
  '00G',
  '00H',
  '00J',
  '00K',
  '00L',
  '00M',
  '00N',
  '00X',
  '0A1',
  '0A2',
  '0A4',
  '0A5',
  '0A6',
  '0A7',
];

/** The schema for one information code (with its Issue 6 name, when known). */
export function schemaForInfoCode(
  infoCode: string,
  name = ISSUE6_INFO_CODES.singles[infoCode] ?? '',
): string {
  const explicit = EXPLICIT[infoCode];
  if (explicit) return explicit;
  if (CIR.includes(infoCode)) return 'comrep';
  if (/^0B/.test(infoCode)) return 'schedul';
  if (/used for crew|checklist/i.test(name) || infoCode === '134') return 'crew';
  if (/^(list of|miscellaneous list|parts list)/i.test(name)) return 'descript';
  const primary = infoCode[0]!;
  if (primary === '4') {
    if (/^4(0|1|2)/.test(infoCode) && !/^40[1-7]/.test(infoCode)) return 'fault';
    return /procedure/i.test(name) ? 'proced' : 'descript';
  }
  if (primary === '0') return 'descript';
  if (primary === 'C')
    return /description|general|information|list/i.test(name) ? 'descript' : 'proced';
  // Operation (1xx) is tasks, apart from what describes controls, modes, displays and readiness.
  if (primary === '1') return /^1(00|10|15|26|69)$/.test(infoCode) ? 'descript' : 'proced';
  if (primary === '9') {
    if (/^9(1[23]|2|3[3]|[89])/.test(infoCode)) return 'proced';
    return 'descript';
  }
  if (/allowable damage|classification|life data|test results|data sheet|index/i.test(name))
    return 'descript';
  return 'proced';
}

/** The Issue 6 information codes with their default schema and name (the `.dmtypes` content). */
export function defaultInfoCodeSchemas(): Record<string, string> {
  const map: Record<string, string> = {};
  for (const code of Object.keys(ISSUE6_INFO_CODES.singles).sort())
    map[code] = schemaForInfoCode(code);
  return map;
}

/**
 * Schemas an earlier issue does not have, and what stands in for them: comrep replaced
 * techrep in Issue 4.1; frontmatter came with 4.1, brdoc with 4.2, sb with 4.1.
 */
export function schemaForIssue(schema: string, issue: string): string {
  const before = (v: string) => compareVersions(issue, v) < 0;
  if (schema === 'comrep' && before('4.1')) return 'techrep';
  if ((schema === 'frontmatter' || schema === 'sb') && before('4.1')) return 'descript';
  if (schema === 'brdoc' && before('4.2')) return 'descript';
  return schema;
}

function compareVersions(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
