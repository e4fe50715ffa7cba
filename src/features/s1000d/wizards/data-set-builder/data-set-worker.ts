/// <reference lib="webworker" />
import { expose, transfer } from 'comlink';
import type { ProjectForCodes } from '../../../../s1000d/codes/project-code-rules.ts';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import type { ProjectSettings } from '../../../../s1000d/csdb/project-settings.ts';
import { planUpload, type UploadDecision } from '../../../../s1000d/csdb/upload-plan.ts';
import {
  planDataSet,
  snsPaths,
  type DataSetRequest,
  type PlannedModule,
} from '../../../../s1000d/planning/data-set-plan.ts';
import {
  planToCsv,
  planToDmrl,
  type DmrlOptions,
} from '../../../../s1000d/planning/data-set-export.ts';
import { skeletonModule } from '../../../../s1000d/planning/skeleton-module.ts';
import { projectSnsRules } from '../../../../s1000d/sns/project-sns.ts';
import { xmldomParser } from '../../../../s1000d/xml/xmldom-parser.ts';

const treeOf = (project: ProjectForCodes) =>
  projectSnsRules(project.settings, project.brexText, xmldomParser);

/** The data set builder's engine off the page's thread: SNS, plan, exports and skeletons. */
const api = {
  /** The project's SNS as node paths with titles; undefined when the project has none. */
  async snsNodes(project: ProjectForCodes) {
    const rules = await treeOf(project);
    return rules && { name: rules.name, nodes: snsPaths(rules.tree) };
  },

  async plan(project: ProjectForCodes, request: DataSetRequest) {
    const rules = await treeOf(project);
    if (!rules) return { modules: [], problems: ['The project has no SNS to plan from.'] };
    return planDataSet(project.settings, rules.tree, request);
  },

  dmrl: (settings: ProjectSettings, modules: PlannedModule[], options: DmrlOptions) =>
    planToDmrl(settings, modules, options),
  csv: (modules: PlannedModule[]) => planToCsv(modules),

  /**
   * Skeletons of the planned modules, decided as an upload against the library: a module the
   * project already has is left as it is. Refused skeletons (schemas without one) are named.
   */
  async skeletons(
    settings: ProjectSettings,
    modules: PlannedModule[],
    date: string,
    existing: ObjectListing[],
  ): Promise<{ decisions: UploadDecision[]; refused: string[] }> {
    const refused: string[] = [];
    const files = [];
    for (const module of modules) {
      const made = skeletonModule(settings, module, date);
      if (made.ok) files.push({ path: made.fileName, bytes: new TextEncoder().encode(made.xml) });
      else refused.push(made.problem);
    }
    const decisions = await planUpload(files, existing, { parser: xmldomParser });
    const buffers = decisions.flatMap((d) => (d.bytes ? [d.bytes.buffer as ArrayBuffer] : []));
    return transfer({ decisions, refused }, buffers);
  },
};

export type DataSetWorkerApi = typeof api;
expose(api);
