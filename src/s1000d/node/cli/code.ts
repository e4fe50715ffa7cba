import type { CliIo } from './cli-io';
import { analyzeCode } from '../../codes/analyze-code';
import type { ProjectCodeRules } from '../../codes/code-rules';
import { codeRulesOfProject } from '../../codes/project-code-rules';
import { xmldomParser } from '../../xml/xmldom-parser';
import { EXIT, parseArgs, UsageError } from './args';
import { loadProjectDir, projectBrexText } from './project-dir';

export const CODE_USAGE = `ips-s1000d code [--json] [-d <project folder>] <code, file name or XML>...
  Decodes, validates and explains any S1000D identifier: DMC (with learn code), DME, PMC, PME,
  DML, DDN, COM, ICN (both forms), UPF, SMC, IMF and CSN codes, CSDB file names, and the XML
  of a code (<dmCode …/>, a dmRef …), with its XML and file name. With -d, also against the
  project's settings, BREX and SNS (project.json in the folder). Exit: 0 all valid, 1 some invalid`;

async function rulesOf(folder: string): Promise<ProjectCodeRules> {
  const project = await loadProjectDir([folder]);
  if (!project.settings)
    throw new UsageError(`${folder} has no project.json with the project's settings`);
  const brexText = projectBrexText(project);
  return codeRulesOfProject(
    { name: project.name, settings: project.settings, ...(brexText ? { brexText } : {}) },
    xmldomParser,
  );
}

export async function runCode(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['-d']);
  if (positional.length === 0) throw new UsageError('no code given');
  const folder = flags.get('-d')?.[0];
  const rules = folder ? await rulesOf(folder) : undefined;
  let invalid = 0;
  const results = positional.map((text) => {
    const result = analyzeCode(text, { parser: xmldomParser, ...(rules ? { rules } : {}) });
    if (!result.ok || result.value.problems.some((p) => p.severity === 'error')) invalid++;
    return result.ok ? result.value : { input: text, error: result.error };
  });
  if (flags.has('--json')) out(JSON.stringify(results, null, 2));
  else {
    for (const r of results) {
      if ('error' in r) {
        out(`${r.input}: INVALID ${r.error}`);
        continue;
      }
      out(`${r.input}: ${r.kindName}${r.code !== r.input ? ` ${r.code}` : ''}`);
      for (const s of r.segments)
        out(`  ${s.label.padEnd(34)} ${s.value.padEnd(12)} ${s.meaning ?? ''}`.trimEnd());
      for (const p of r.problems)
        out(`  ${p.severity === 'error' ? 'PROBLEM' : 'WARNING'} (${p.rule}): ${p.message}`);
      out(`  XML: ${r.xml.element}`);
      if (r.fileName) out(`  File name: ${r.fileName}`);
    }
  }
  return invalid ? EXIT.findings : EXIT.ok;
}
