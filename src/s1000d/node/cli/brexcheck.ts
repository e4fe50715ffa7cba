import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { BrexEngine, type BrexProvider, type BrexSelection } from '../../brex/brex-engine';
import {
  DEFAULT_BREX_NAMES,
  defaultBrexFileName,
  firstMatching,
  latestMatching,
  type DefaultBrexName,
} from '../../brex/brex-locate';
import type { SnsMode } from '../../brex/check-sns';
import type { BrexFinding } from '../../brex/finding';
import type { ObjectReport } from '../../brex/report';
import { brexCheckXml, findingsCsv, findingsOf } from '../../brex/report-formats';
import { readSeverityLevels } from '../../brex/severity';
import { readXmlFile } from '../read-xml-file';
import { xmldomXpath2 } from '../xpath2-xmldom';
import { EXIT, UsageError } from './args';
import { defaultBrexDir } from './load-files';

export const BREXCHECK_USAGE = `ips-s1000d brexcheck [options] <object or folder>...
  -b, --brex <file>        check against this BREX (repeatable); default: each object's brexDmRef
  -B, --default-brex       check against the default BREX of each object's issue only
  -d, --dir <folder>       folder to search for referenced BREX (default: the current folder)
  -I, --include <folder>   another folder to search for BREX (repeatable)
  -r, --recursive          search the BREX folders recursively
  -l, --layered            also check against the BREX each BREX references, up the chain
  -S, --sns [-t|--strict] [-u|--unstrict]   SNS check: normal, strict (-St), unstrict (-Su)
  -n, --notations          check notation rules
  -c, --values             check objectValue lists (the default);  --no-values  do not
  -w, --severity-levels <file>  .brseveritylevels file (default: found in this folder or above)
  -X, --xpath-version <v>  1.0: XPath 1.0 only, as s1kd-brexcheck; auto (default): XPath 2.0
                           for rules libxml2 cannot compile
  -e, --ignore-empty       skip files that are empty or not XML
      --default-brex-dir <folder>  where the S1000D default BREX files are
  -x, --xml                XML report (the s1kd-brexcheck shape);  --json;  --csv
  -q, --quiet              no output, exit status only
Exit: 0 no errors, 1 BREX errors, 2 an object could not be read (or was too large or too
costly to check in full), 3 a BREX was not found, 4 unsupported XPath version`;

const WITH_VALUE: Record<string, string> = {
  b: 'brex',
  d: 'dir',
  I: 'include',
  w: 'severity-levels',
  X: 'xpath-version',
};
const SHORT: Record<string, string> = {
  B: 'default-brex',
  c: 'values',
  e: 'ignore-empty',
  l: 'layered',
  n: 'notations',
  q: 'quiet',
  r: 'recursive',
  S: 'sns',
  t: 'strict',
  u: 'unstrict',
  x: 'xml',
  h: 'help',
};
const LONG_WITH_VALUE = new Set([...Object.values(WITH_VALUE), 'default-brex-dir']);
const LONG = new Set([...Object.values(SHORT), 'json', 'csv', 'no-values']);

/** getopt-style: -Bc, -St, -bFILE, -b FILE, --brex FILE, --brex=FILE. */
function parseOptions(argv: readonly string[]) {
  const flags = new Map<string, string[]>();
  const positional: string[] = [];
  const add = (name: string, value = 'true') =>
    flags.set(name, [...(flags.get(name) ?? []), value]);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const [name, inline] = arg.includes('=')
        ? [arg.slice(2, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg.slice(2), undefined];
      if (LONG_WITH_VALUE.has(name)) {
        const value = inline ?? argv[++i];
        if (value === undefined) throw new UsageError(`--${name} needs a value`);
        add(name, value);
      } else if (LONG.has(name)) add(name);
      else throw new UsageError(`unknown option --${name}`);
    } else if (arg.startsWith('-') && arg !== '-') {
      for (let j = 1; j < arg.length; j++) {
        const c = arg[j]!;
        if (WITH_VALUE[c]) {
          const value = j + 1 < arg.length ? arg.slice(j + 1) : argv[++i];
          if (value === undefined) throw new UsageError(`-${c} needs a value`);
          add(WITH_VALUE[c], value);
          break;
        }
        if (!SHORT[c]) throw new UsageError(`unknown option -${c}`);
        add(SHORT[c]);
      }
    } else positional.push(arg);
  }
  return { flags, positional };
}

export type BrexcheckIo = { out: (s: string) => void; err: (s: string) => void; cwd?: string };

/** Files found for the objects given: folders give their XML files (not recursive). */
function expandObjects(paths: readonly string[], cwd: string) {
  const files: { name: string; path?: string; problem?: string }[] = [];
  for (const name of paths) {
    const path = resolve(cwd, name);
    if (!existsSync(path)) files.push({ name, problem: `${name}: no such file or folder` });
    else if (statSync(path).isDirectory()) {
      const xml = readdirSync(path)
        .filter((n) => /\.xml$/i.test(n))
        .sort();
      if (xml.length === 0) files.push({ name, problem: `${name}: the folder holds no XML files` });
      for (const n of xml) files.push({ name: join(name, n), path: join(path, n) });
    } else files.push({ name, path });
  }
  return files;
}

function listFiles(dir: string, recursive: boolean): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = dir === '.' ? entry.name : join(dir, entry.name);
    if (entry.isDirectory()) return recursive ? listFiles(path, true) : [];
    return [path];
  });
}

/** The .brseveritylevels file of this folder or the nearest folder above. */
function findSeverityFile(cwd: string): string | undefined {
  for (let dir = cwd; ; dir = dirname(dir)) {
    const file = join(dir, '.brseveritylevels');
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) return undefined;
  }
}

export async function runBrexcheck(argv: readonly string[], io: BrexcheckIo): Promise<number> {
  const { flags, positional } = parseOptions(argv);
  const has = (name: string) => flags.has(name);
  const values = (name: string) => flags.get(name) ?? [];
  const cwd = io.cwd ?? process.cwd();
  if (has('help')) {
    io.out(BREXCHECK_USAGE);
    return EXIT.ok;
  }
  if (positional.length === 0) throw new UsageError('no objects given');
  const xpathVersion = values('xpath-version').at(-1) ?? 'auto';
  if (xpathVersion !== '1.0' && xpathVersion !== 'auto') {
    if (!has('quiet'))
      io.err(`ips-s1000d: unsupported XPath version: ${xpathVersion} (1.0 or auto)`);
    return EXIT.invalidXPath;
  }
  const objects = expandObjects(positional, cwd);
  const defaultDir = defaultBrexDir(values('default-brex-dir')[0]);
  const recursive = has('recursive');
  const searchDirs = values('dir').length ? values('dir') : ['.'];
  const searchFiles = [...searchDirs, ...values('include')].map((d) =>
    listFiles(d === '.' ? cwd : resolve(cwd, d), recursive).map((f) =>
      d === '.' ? f.slice(cwd.length + 1) || f : join(d, f.slice(resolve(cwd, d).length + 1)),
    ),
  );
  const objectNames = objects.map((o) => o.name);
  const defaultNames = new Set<string>(DEFAULT_BREX_NAMES.map((d) => d.name));
  const provider: BrexProvider = {
    find(code) {
      for (const files of searchFiles) {
        const found = latestMatching(code, files);
        if (found) return found;
      }
      return firstMatching(code, objectNames);
    },
    read(name) {
      if (defaultNames.has(name)) {
        const path = join(defaultDir, defaultBrexFileName(name as DefaultBrexName));
        return existsSync(path) ? readFileSync(path) : undefined;
      }
      const path = resolve(cwd, name);
      return existsSync(path) && statSync(path).isFile() ? readFileSync(path) : undefined;
    },
  };
  const given = values('brex');
  for (const b of given) {
    if (!existsSync(resolve(cwd, b)) && !defaultNames.has(b)) {
      if (!has('quiet')) io.err(`ips-s1000d: could not read BREX ${b}: no such file`);
      return EXIT.unreadable;
    }
  }
  const selection: BrexSelection = given.length
    ? { mode: 'given', names: given }
    : has('default-brex')
      ? { mode: 'default' }
      : { mode: 'referenced' };
  const sns: SnsMode | undefined = has('sns')
    ? has('strict')
      ? 'strict'
      : has('unstrict')
        ? 'unstrict'
        : 'normal'
    : undefined;
  const severityFile = values('severity-levels')[0] ?? findSeverityFile(cwd);
  const engine = await BrexEngine.create();
  const options = {
    selection,
    layered: has('layered'),
    values: !has('no-values'),
    notations: has('notations'),
    ...(sns ? { sns } : {}),
    ...(severityFile
      ? { severityLevels: readSeverityLevels(readXmlFile(resolve(cwd, severityFile)).document) }
      : {}),
    ...(xpathVersion === 'auto' ? { xpath2: xmldomXpath2 } : {}),
  };
  const reports: ObjectReport[] = [];
  for (const object of objects) {
    if (object.problem || !object.path) {
      reports.push({
        object: object.name,
        status: 'unreadable',
        message: object.problem ?? '',
        brex: [],
        errorCount: 0,
      });
      continue;
    }
    const bytes = readFileSync(object.path);
    const report = engine.check(object.name, bytes, provider, options);
    if (report.status === 'unreadable' && has('ignore-empty')) continue;
    reports.push(report);
  }
  if (!has('quiet')) printReports(reports, options, flags, io);
  return exitCode(reports);
}

/** s1kd-brexcheck stops at the first unreadable object (2) or missing BREX (3). */
export function exitCode(reports: readonly ObjectReport[]): number {
  for (const r of reports) {
    if (r.status === 'unreadable' || r.limited) return EXIT.unreadable;
    if (r.status === 'brexNotFound') return EXIT.brexNotFound;
  }
  return reports.some((r) => r.errorCount > 0) ? EXIT.findings : EXIT.ok;
}

function printReports(
  reports: ObjectReport[],
  options: { layered: boolean; values: boolean; notations: boolean; sns?: SnsMode },
  flags: Map<string, string[]>,
  io: BrexcheckIo,
) {
  for (const r of reports) {
    if (r.status === 'unreadable') io.err(`ips-s1000d: ERROR: ${r.message}`);
    if (r.status === 'brexNotFound') io.err(`ips-s1000d: ERROR: ${r.message}`);
    if (r.status === 'noBrex') io.err(`ips-s1000d: WARNING: ${r.message}`);
    if (r.limited) io.err(`ips-s1000d: ERROR: ${r.limited}`);
    for (const b of r.brex)
      for (const x of b.xpathErrors.filter((e) => !e.limited))
        io.err(
          `ips-s1000d: WARNING: Ignoring invalid object path in BREX ${b.brex} (${x.line ?? 0}): ${x.objectPath.trim()}`,
        );
  }
  if (flags.has('xml')) io.out(brexCheckXml(reports, options).trimEnd());
  else if (flags.has('json')) io.out(JSON.stringify(reports, null, 2));
  else if (flags.has('csv')) io.out(findingsCsv(reports).trimEnd());
  else {
    for (const f of reports.flatMap(findingsOf)) {
      if (
        f.kind !== 'unreadable' &&
        f.kind !== 'noBrex' &&
        f.kind !== 'brexNotFound' &&
        f.kind !== 'xpathError'
      )
        io.out(formatFinding(f));
    }
    const checked = reports.filter((r) => r.status === 'checked');
    const passed = checked.filter((r) => r.errorCount === 0 && !r.limited).length;
    if (checked.length) io.out(`${passed} of ${checked.length} object(s) passed`);
  }
}

function formatFinding(f: BrexFinding): string {
  const label = f.fail ? `${f.kind.toUpperCase()} ERROR` : `${f.kind.toUpperCase()} WARNING`;
  const where = f.line ? `:${f.line}` : '';
  const rule = f.ruleId ? ` [${f.ruleId}]` : '';
  const path = f.path ? ` (${f.path})` : '';
  const brex = f.brex ? ` — BREX ${basename(f.brex)}` : '';
  return `${f.object}${where}: ${label}${rule} ${f.message}${path}${brex}`;
}
