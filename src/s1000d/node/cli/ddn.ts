import type { CliIo } from './cli-io';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { readDdn, reconcileDdn, type Ddn } from '../../refs/ddn';
import { readDdnHeader, reconcileDdnWithProject } from '../../refs/ddn-project';
import type { S1000dXml } from '../../xml/load-xml';
import { loadProjectDir } from './project-dir';
import { XmlLoadError } from '../../xml/xml-load-error';
import { readXmlFile } from '../read-xml-file';
import { EXIT, parseArgs, requiredArgument } from './args';

export const DDN_USAGE = `ips-s1000d ddn [-d <folder>] [--project <folder>] [--json] <DDN file>
  Lists the delivery and compares it with the files received (default: the DDN's folder), or
  with --project with what a project folder holds (missing, other issue); flags entity control
  numbers that start with ICN- (BREX-S1-00012).
Exit: 0 all listed files present, 1 missing, other-issue or unparsable entries`;

export async function runDdn(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['-d', '--dir', '--project']);
  const file = requiredArgument(positional, 'no DDN given');
  const xml = readXmlFile(file);
  if (xml.type !== 'ddn')
    throw new XmlLoadError(
      'not-xml',
      `${xml.fileName} is not a data dispatch note: its root element is <${xml.document.documentElement?.localName ?? '?'}>, not <ddn>`,
    );
  const ddn = readDdn(xml);
  const projectFolder = flags.get('--project')?.[0];
  if (projectFolder) return reportAgainstProject(xml, ddn, projectFolder, flags.has('--json'), out);
  const dir = flags.get('-d')?.[0] ?? flags.get('--dir')?.[0] ?? dirname(file);
  const result = reconcileDdn(ddn, readdirSync(dir), xml.fileName);
  if (flags.has('--json')) out(JSON.stringify({ ddn, ...result }, null, 2));
  else {
    out(
      `${ddn.code ?? xml.fileName}: from ${ddn.sender ?? '?'} to ${ddn.receiver ?? '?'}, ${ddn.items.length} item(s), ${result.present.length} present`,
    );
    for (const m of result.missing) out(`MISSING ${m}`);
    for (const o of result.otherIssue) out(`OTHER ISSUE ${o.listed} (found ${o.found.join(', ')})`);
    for (const u of result.unparsable) out(`UNPARSABLE ${u}`);
    for (const u of result.unlisted) out(`UNLISTED ${u}`);
  }
  return result.missing.length || result.otherIssue.length || result.unparsable.length
    ? EXIT.findings
    : EXIT.ok;
}

async function reportAgainstProject(
  xml: S1000dXml,
  ddn: Ddn,
  folder: string,
  json: boolean,
  out: (s: string) => void,
): Promise<number> {
  const header = readDdnHeader(xml);
  const check = reconcileDdnWithProject(ddn, (await loadProjectDir([folder])).rows);
  if (json) out(JSON.stringify({ header, ...check }, null, 2));
  else {
    out(
      `${header.code ?? xml.fileName}: from ${header.dispatchFrom || '?'} to ${header.dispatchTo || '?'}, ${ddn.items.length} item(s), ${check.present.length} in the project`,
    );
    for (const m of check.missing) out(`MISSING ${m}`);
    for (const o of check.otherIssue)
      out(`OTHER ISSUE ${o.listed} (project has ${o.found.join(', ')})`);
    for (const u of check.unparsable) out(`UNPARSABLE ${u}`);
    for (const i of check.icnControlNumbers)
      out(
        `BREX-S1-00012 ${i.listed}: entityControlNumber ${i.entityControlNumber} starts with ICN-`,
      );
  }
  const problems =
    check.missing.length +
    check.otherIssue.length +
    check.unparsable.length +
    check.icnControlNumbers.length;
  return problems ? EXIT.findings : EXIT.ok;
}
