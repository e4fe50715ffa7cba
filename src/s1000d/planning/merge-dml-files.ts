import { PROJECT_ISSUES, type ProjectIssue } from '../csdb/project-settings';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { loadXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';
import { readDmlList, type DmlList } from './dml-entries';
import { mergeDmls, type MergeResult } from './dmrl-merge';

export type DmlFile = { name: string; bytes: Uint8Array };
export type MergedFiles = { ok: true; result: MergeResult } | { ok: false; problems: string[] };

/**
 * Reads DML files (the base first) and merges them; every file that is not a readable DML of
 * Issue 4.0 or later is named, and nothing is merged then. The merged list keeps the base's issue.
 */
export function mergeDmlFiles(
  files: readonly DmlFile[],
  options: { date: string; parser: XmlParser },
): MergedFiles {
  const problems: string[] = [];
  if (files.length < 2) problems.push('Choose the base DML and at least one DML to merge into it.');
  const lists: DmlList[] = [];
  let issue: ProjectIssue = '6';
  for (const [i, file] of files.entries()) {
    try {
      const xml = loadXml(decodeXmlBytes(file.bytes), {
        parser: options.parser,
        fileName: file.name,
      });
      const list = readDmlList(xml);
      if (!list) problems.push(`${file.name} is not a DML of Issue 4.0 or later.`);
      else lists.push(list);
      if (i === 0 && (PROJECT_ISSUES as readonly string[]).includes(xml.issue ?? ''))
        issue = xml.issue as ProjectIssue;
    } catch (error) {
      problems.push(`${file.name}: ${(error as Error).message}`);
    }
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, result: mergeDmls(lists, { issue, date: options.date }) };
}
