import { readBrex } from '../brex/read-brex';
import type { ProjectSettings } from '../csdb/project-settings';
import { projectSnsRules } from '../sns/project-sns';
import { loadXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';
import { infoCodesOfBrex, projectCodeRules, type ProjectCodeRules } from './code-rules';

/** What a project gives for checking codes: its name, settings and its own BREX's text. */
export type ProjectForCodes = { name: string; settings: ProjectSettings; brexText?: string };

/**
 * A project's code rules: its settings, the information codes its BREX allows and its SNS
 * (the maintained one it chose, or its BREX's snsRules). The CLI and the pages share this.
 */
export async function codeRulesOfProject(
  project: ProjectForCodes,
  parser: XmlParser,
): Promise<ProjectCodeRules> {
  const { brexText, settings } = project;
  const infoCodes = brexText
    ? infoCodesOfBrex(readBrex(loadXml(brexText, { parser })).structureRules)
    : undefined;
  const sns = await projectSnsRules(settings, brexText, parser);
  return projectCodeRules(settings, {
    projectName: project.name,
    ...(infoCodes ? { infoCodes } : {}),
    ...(sns ? { sns } : {}),
  });
}
