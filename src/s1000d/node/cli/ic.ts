import type { CliIo } from './cli-io';
import { infoCodeBrexRules, infoCodeRows } from '../../ic/info-code-list';
import { itemLocationBrexRule, itemLocationUsage } from '../../ic/item-location';
import { toDmtypesText } from '../../csdb/defaults-files';
import { EXIT, parseArgs } from './args';
import { loadProjectDir } from './project-dir';

export const IC_USAGE = `ips-s1000d ic [--project project.json] [--brex-rules | --dmtypes | --own] [<folder>]
  The information code list (Issue 6) with the project's own codes and variants and how many
  data modules use each; --brex-rules prints the project's codes as BREX rules, --dmtypes its
  .dmtypes, --own only its own codes. Exit: 0`;

export const ILOC_USAGE = `ips-s1000d iloc [--project project.json] [--brex-rule] [<folder>]
  The item location codes with their meaning, the project's wording, their use per
  information code, and what is wrong. Exit: 0, 1 problems found`;

export async function runIc(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['--project']);
  const project = await loadProjectDir(positional, flags.get('--project')?.[0]);
  const rows = infoCodeRows(project.settings, project.rows);
  if (flags.has('--dmtypes')) {
    if (!project.settings) throw new Error('--dmtypes needs the project settings (project.json)');
    out(toDmtypesText(project.settings).trimEnd());
  } else if (flags.has('--brex-rules')) {
    out(
      infoCodeBrexRules(
        rows.filter((r) => r.source === 'project' || r.modules > 0),
        project.name,
      ),
    );
  } else {
    for (const r of rows.filter((r) => !flags.has('--own') || r.source === 'project'))
      out(
        `${r.code.padEnd(12)}${r.schema.padEnd(20)}${String(r.modules).padStart(5)}  ${r.source === 'project' ? '[project] ' : ''}${r.name}`,
      );
  }
  return EXIT.ok;
}

export async function runIloc(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['--project']);
  const project = await loadProjectDir(positional, flags.get('--project')?.[0]);
  if (flags.has('--brex-rule')) {
    out(itemLocationBrexRule(project.settings?.itemLocationNames));
    return EXIT.ok;
  }
  const usage = itemLocationUsage(project.rows, project.settings ?? {});
  for (const c of usage.codes) {
    const codes = Object.entries(c.infoCodes)
      .sort()
      .map(([ic, n]) => `${ic}×${n}`)
      .join(' ');
    out(
      `${c.code}  ${String(c.modules).padStart(5)}  ${c.wording ?? c.meaning}${codes ? `\n      ${codes}` : ''}`,
    );
  }
  for (const p of usage.problems) out(`PROBLEM ${p.code}: ${p.message}`);
  return usage.problems.length ? EXIT.findings : EXIT.ok;
}
