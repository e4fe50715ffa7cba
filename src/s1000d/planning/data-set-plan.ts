import { formatDmCode, validateDmCode, type DmCode } from '../codes/dm-code';
import { infoName as issue6InfoName } from '../csdb/defaults-files';
import { schemaOfInfoCode } from '../authoring/new-data-module';
import type { ProjectSettings } from '../csdb/project-settings';
import type { SnsNode } from '../sns/sns-tree';

/** An SNS node chosen for planning: its codes from the system down ("DA1", "DA1-1-0-00"). */
export type SnsPath = string;

export type DataSetRequest = {
  /** The SNS nodes to plan for, each as its codes joined by "-" from the system down. */
  nodes: readonly SnsPath[];
  /** Information codes, with a variant where wanted ("040", "520B"); variant A by default. */
  infoCodes: readonly string[];
  itemLocationCode?: string;
  /** Learn code and event ("T10" + "B"), both or neither. */
  learnCode?: string;
  learnEventCode?: string;
  /** How many SNS titles, deepest last, make the technical name (1 by default). */
  titleLevels?: number;
};

/** One data module the plan asks for. */
export type PlannedModule = {
  /** "DMC-…" */
  code: string;
  dmCode: DmCode;
  techName: string;
  infoName: string;
  /** The schema of the project's issue the module is written in. */
  schema: string;
};

export type DataSetPlan = { modules: PlannedModule[]; problems: string[] };

type Located = { codes: string[]; titles: string[] };

/** Finds an SNS node by its path of codes; undefined when the SNS does not have it. */
function locate(tree: readonly SnsNode[], path: SnsPath): Located | undefined {
  const codes = path.split('-').filter(Boolean);
  const titles: string[] = [];
  let level = tree;
  for (const code of codes) {
    const node = level.find((n) => n.code === code);
    if (!node) return undefined;
    titles.push(node.title);
    level = node.children;
  }
  return codes.length > 0 && codes.length <= 4 ? { codes, titles } : undefined;
}

/** Every node of the tree as an SNS path with its titles (for pickers and the CLI). */
export function snsPaths(tree: readonly SnsNode[]): { path: SnsPath; titles: string[] }[] {
  const out: { path: SnsPath; titles: string[] }[] = [];
  const walk = (nodes: readonly SnsNode[], codes: string[], titles: string[]) => {
    for (const n of nodes) {
      out.push({ path: [...codes, n.code].join('-'), titles: [...titles, n.title] });
      walk(n.children, [...codes, n.code], [...titles, n.title]);
    }
  };
  walk(tree, [], []);
  return out;
}

/** The info name a project gives an information code: its own name, else the Issue 6 list's. */
function infoNameOf(settings: Pick<ProjectSettings, 'infoNames'>, code: DmCode): string {
  const names = settings.infoNames;
  return (
    names?.[code.infoCode + code.infoCodeVariant] ??
    names?.[code.infoCode] ??
    issue6InfoName(code.infoCode)
  );
}

/**
 * SNS nodes × information codes → the planned data modules, as s1kd-newdml -S plans a DMRL:
 * each code from the project's model identification and system difference codes and the
 * node's SNS (levels it does not reach are zero), titled techName (the SNS title) plus
 * infoName (the information code's name). Duplicates are planned once; every refused input
 * is named in `problems`.
 */
export function planDataSet(
  settings: ProjectSettings,
  tree: readonly SnsNode[],
  request: DataSetRequest,
): DataSetPlan {
  const problems: string[] = [];
  const mic = settings.modelIdentCodes[0];
  if (!mic) problems.push('The project has no model identification code.');
  if (request.nodes.length === 0) problems.push('Choose at least one SNS node.');
  if (request.infoCodes.length === 0) problems.push('Choose at least one information code.');
  const levels = Math.min(4, Math.max(1, request.titleLevels ?? 1));
  const modules: PlannedModule[] = [];
  const seen = new Set<string>();
  for (const path of request.nodes) {
    const node = locate(tree, path);
    if (!node) {
      problems.push(`The SNS has no node "${path}".`);
      continue;
    }
    for (const raw of request.infoCodes) {
      const m = /^([A-Z0-9]{3})([A-Z0-9])?$/.exec(raw.trim().toUpperCase());
      if (!m) {
        problems.push(`"${raw}" is not an information code (three characters and a variant).`);
        continue;
      }
      const [sys, sub = '0', subsub = '0', assy = '00'] = node.codes;
      const dmCode: DmCode = {
        modelIdentCode: mic ?? '',
        systemDiffCode: settings.systemDiffCode,
        systemCode: sys!,
        subSystemCode: sub,
        subSubSystemCode: subsub,
        assyCode: assy,
        disassyCode: '00',
        disassyCodeVariant: 'A',
        infoCode: m[1]!,
        infoCodeVariant: m[2] ?? 'A',
        itemLocationCode: request.itemLocationCode ?? 'A',
      };
      if (request.learnCode || request.learnEventCode) {
        dmCode.learnCode = request.learnCode ?? '';
        dmCode.learnEventCode = request.learnEventCode ?? '';
      }
      const invalid = mic ? validateDmCode(dmCode) : [];
      if (invalid.length) {
        problems.push(...invalid.map((p) => `${path} × ${raw}: ${p}`));
        continue;
      }
      const code = formatDmCode(dmCode, { prefix: true });
      if (seen.has(code)) continue;
      seen.add(code);
      modules.push({
        code,
        dmCode,
        techName: node.titles.slice(-levels).join(', '),
        infoName: infoNameOf(settings, dmCode),
        schema: schemaOfInfoCode(settings, dmCode),
      });
    }
  }
  return { modules: mic ? modules : [], problems: [...new Set(problems)] };
}
