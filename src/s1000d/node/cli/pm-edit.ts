import type { CliIo } from './cli-io';
import { readFileSync } from 'node:fs';
import type { ObjectListing } from '../../csdb/listing';
import { flattenPm } from '../../publication/pm-flatten';
import { PmEditError } from '../../publication/pm-nodes';
import { applyPmOps, type PmOp } from '../../publication/pm-ops';
import { readEditablePm, savePmTree } from '../../publication/pm-xml';
import { xmldomParser } from '../xmldom-parser';
import { readXmlFile } from '../read-xml-file';
import { EXIT, parseArgs, requiredArgument, UsageError } from './args';
import { loadProjectDir } from './project-dir';

export const PM_TREE_USAGE = `ips-s1000d pm-tree [--project <folder>] [--json] <PM file>
  The publication as the editor shows it: numbered entries, each reference with its status in
  the project folder (resolved, missing, other issue; duplicates marked).
Exit: 0 every reference resolves, 1 some do not`;

export const PM_EDIT_USAGE = `ips-s1000d pm-edit --ops <edits.json> [--reason <text>] [--date YYYY-MM-DD] -o <file> <PM file>
  Applies tree edits (addEntry, addRefs, rename, setType, move, key, remove; node ids n1, n2 …
  as pm-tree numbers them, or the id an addEntry gives) and writes the PM's next in-work issue.
Exit: 0 written, 1 an edit refused or a tree the schema would refuse (nothing written)`;

async function projectRows(flags: Map<string, string[]>): Promise<ObjectListing[]> {
  const folder = flags.get('--project')?.[0];
  return folder ? (await loadProjectDir([folder])).rows : [];
}

export async function runPmTree(argv: readonly string[], { out }: CliIo) {
  const { flags, positional } = parseArgs(argv, ['--project']);
  const file = requiredArgument(positional, 'no publication module given');
  const pm = readEditablePm(readXmlFile(file, { parser: xmldomParser }));
  const lines = flattenPm(pm.entries, await projectRows(flags));
  if (flags.has('--json')) out(JSON.stringify({ ...pm, lines }, null, 2));
  else {
    out(`${pm.code} ${pm.issue ?? ''} ${pm.title}`);
    for (const l of lines) {
      const pad = '  '.repeat(l.depth - 1);
      if (l.kind === 'entry')
        out(`${pad}${l.number} ${l.title}${l.pmEntryType ? ` [${l.pmEntryType}]` : ''} (${l.id})`);
      else
        out(
          `${pad}${l.ref ?? ''} ${l.title}${l.status && l.status !== 'resolved' ? ` ${l.status.toUpperCase()}` : ''}${l.duplicate ? ' DUPLICATE' : ''}`,
        );
    }
  }
  return lines.some((l) => l.status && l.status !== 'resolved') ? EXIT.findings : EXIT.ok;
}

export function runPmEdit(argv: readonly string[], { out, write }: CliIo): number {
  const { flags, positional } = parseArgs(argv, ['--ops', '--reason', '--date', '-o']);
  const file = positional[0];
  const opsFile = flags.get('--ops')?.[0];
  const target = flags.get('-o')?.[0];
  if (!file) throw new UsageError('no publication module given');
  if (!opsFile) throw new UsageError('no --ops file given');
  if (!target) throw new UsageError('no -o output file given');
  let ops: PmOp[];
  try {
    ops = JSON.parse(readFileSync(opsFile, 'utf8')) as PmOp[];
  } catch (error) {
    throw new UsageError(`${opsFile}: not JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(ops)) throw new UsageError(`${opsFile}: a JSON list of edits is expected`);
  const xml = readXmlFile(file, { parser: xmldomParser });
  try {
    const entries = applyPmOps(readEditablePm(xml).entries, ops);
    const date = flags.get('--date')?.[0];
    const reason = flags.get('--reason')?.[0];
    const saved = savePmTree(readFileSync(file), entries, {
      parser: xmldomParser,
      ...(date ? { date } : {}),
      ...(reason ? { reason } : {}),
    });
    write(target, saved.bytes);
    out(`${target}: ${saved.fileName}`);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof PmEditError)) throw error;
    out(`PROBLEM: ${error.message}`);
    return EXIT.findings;
  }
}
