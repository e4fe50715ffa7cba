import { readCheckedJson } from './read-json';
import type { CliIo } from './cli-io';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrexEngine } from '../../brex/brex-engine';
import { DEFAULT_BREX_NAMES, defaultBrexFileName, defaultBrexFor } from '../../brex/brex-locate';
import { buildBrex } from '../../brex/builder/build-brex';
import { newBrexDraft } from '../../brex/builder/new-draft';
import { readBrexDraft } from '../../brex/builder/read-draft';
import { seedRulesFromSettings } from '../../brex/builder/seed-rules';
import { readBrex } from '../../brex/read-brex';
import { validateProjectSettings } from '../../csdb/project-settings';
import { loadMaintainedSns } from '../../sns/maintained-sns';
import { readXmlFile } from '../read-xml-file';
import { EXIT, issueDateOf, parseArgs, requiredArgument } from './args';
import { defaultBrexDir } from './load-files';

export const BREX_DRAFT_USAGE = `ips-s1000d brex-draft [--date YYYY-MM-DD] [--no-sns] <settings.json>
  A project BREX draft (JSON) from a project's settings: its code, identification, the
  parent default BREX, the rules s1kd-newdm -B seeds from .defaults and .dmtypes (values the
  parent does not allow left out), and the project's maintained SNS as SNS rules. Edit it
  and write it with brex-build. Exit: 0, 1 the settings have problems`;

export const BREX_BUILD_USAGE = `ips-s1000d brex-build [-p <parent BREX>] [-o <file or folder>] [--default-brex-dir <folder>] <draft.json>
  Writes a BREX data module from a draft and checks it: the draft (every problem named), the
  parent's valueTailoring (-p, or the default BREX the draft's parent names), every
  objectPath compiled by libxml2, and the result against its issue's default BREX and itself.
  Nothing is written unless all pass. Exit: 0 written, 1 problems (each listed)`;

function defaultBrexFiles(dir: string) {
  return DEFAULT_BREX_NAMES.flatMap((d) => {
    const path = join(dir, defaultBrexFileName(d.name));
    return existsSync(path) ? [{ name: d.name, bytes: readFileSync(path), path }] : [];
  });
}

export async function runBrexDraft(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['--date', '--default-brex-dir']);
  const file = requiredArgument(positional, 'no settings file given');
  const settings = readCheckedJson(file, validateProjectSettings, out);
  if (!settings) return EXIT.findings;
  const date = issueDateOf(flags);
  const draft = newBrexDraft(settings, { issueDate: date });
  const parentName = defaultBrexFor(draft.parent.code);
  const parentFile = defaultBrexFiles(defaultBrexDir(flags.get('--default-brex-dir')?.[0])).find(
    (f) => f.name === parentName,
  );
  const parent = parentFile ? readBrex(readXmlFile(parentFile.path)) : undefined;
  draft.rules = seedRulesFromSettings(settings, parent);
  if (settings.sns.kind === 'maintained' && !flags.has('--no-sns'))
    draft.sns = await loadMaintainedSns(settings.sns.id);
  out(JSON.stringify(draft, null, 2));
  return EXIT.ok;
}

export async function runBrexBuild(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['-p', '-o', '--default-brex-dir']);
  const file = requiredArgument(positional, 'no draft file given');
  const draft = readCheckedJson(file, readBrexDraft, out);
  if (!draft) return EXIT.findings;
  const defaults = defaultBrexFiles(defaultBrexDir(flags.get('--default-brex-dir')?.[0]));
  const parentPath =
    flags.get('-p')?.[0] ??
    defaults.find((d) => d.name === defaultBrexFor(draft.parent.code))?.path;
  const parent = parentPath ? readBrex(readXmlFile(parentPath)) : undefined;
  const built = buildBrex(draft, {
    engine: await BrexEngine.create(),
    defaultBrex: defaults,
    ...(parent ? { parent } : {}),
  });
  for (const p of built.problems) out(`${file}: ${p.message}`);
  for (const t of built.tailoring) out(`${file}: rule ${t.rule + 1}: ${t.message}`);
  for (const f of built.findings.filter((f) => f.fail))
    out(
      `${built.fileName}${f.line ? `:${f.line}` : ''}: ${f.ruleId ? `[${f.ruleId}] ` : ''}${f.message}`,
    );
  if (!parent) out(`${file}: the parent BREX was not found: valueTailoring not checked (give -p)`);
  if (!built.ok || !built.xml) return EXIT.findings;
  const target = flags.get('-o')?.[0];
  if (!target) out(built.xml.trimEnd());
  else {
    const path =
      existsSync(target) && !/\.xml$/i.test(target) ? join(target, built.fileName) : target;
    writeFileSync(path, built.xml);
    out(path);
  }
  return EXIT.ok;
}
