/**
 * How s1kd-brexcheck finds BREX data modules by name. A referenced BREX is looked up by the
 * file-name pattern built from brexDmRef (see lx-object.ts): first among the files of the
 * search folders (the latest issue wins), then among the objects being checked, then among
 * the built-in S1000D default BREX.
 */

/** The built-in default BREX, newest first, by the name s1kd-brexcheck reports them. */
export const DEFAULT_BREX_NAMES = [
  {
    name: 'DMC-S1000D-H-04-10-0301-00A-022A-D',
    file: 'DMC-S1000D-H-04-10-0301-00A-022A-D_001-00_EN-US',
  },
  {
    name: 'DMC-S1000D-G-04-10-0301-00A-022A-D',
    file: 'DMC-S1000D-G-04-10-0301-00A-022A-D_001-00_EN-US',
  },
  {
    name: 'DMC-S1000D-F-04-10-0301-00A-022A-D',
    file: 'DMC-S1000D-F-04-10-0301-00A-022A-D_001-00_EN-US',
  },
  {
    name: 'DMC-S1000D-E-04-10-0301-00A-022A-D',
    file: 'DMC-S1000D-E-04-10-0301-00A-022A-D_012-00_EN-US',
  },
  {
    name: 'DMC-S1000D-D-04-10-0301-00A-022A-D',
    file: 'DMC-S1000D-D-04-10-0301-00A-022A-D_006-00_EN-US',
  },
  {
    name: 'DMC-S1000D-A-04-10-0301-00A-022A-D',
    file: 'DMC-S1000D-A-04-10-0301-00A-022A-D_005-00_EN-US',
  },
  { name: 'DMC-AE-A-04-10-0301-00A-022A-D', file: 'DMC-AE-A-04-10-0301-00A-022A-D_003-00_EN-US' },
] as const;
export type DefaultBrexName = (typeof DEFAULT_BREX_NAMES)[number]['name'];

/** Case-insensitive prefix match where ? in the pattern matches any one character. */
export function codeMatches(pattern: string, fileName: string): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    const s = fileName[i];
    if (p === '?') {
      if (s === undefined) return false;
      continue;
    }
    if (s === undefined || p.toLowerCase() !== s.toLowerCase()) return false;
  }
  return true;
}

const baseName = (path: string) =>
  path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
const isXmlName = (name: string) => /\.xml$/i.test(name);

/** Among candidate paths, the XML file whose name matches the code; the greatest name wins. */
export function latestMatching(code: string, paths: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const path of paths) {
    const name = baseName(path);
    if (!isXmlName(name) || !codeMatches(code, name)) continue;
    if (best === undefined || baseName(best).toLowerCase() < name.toLowerCase()) best = path;
  }
  return best;
}

/** The first of the objects being checked whose name matches the code. */
export function firstMatching(code: string, paths: readonly string[]): string | undefined {
  return paths.find((p) => codeMatches(code, baseName(p)));
}

/** A built-in default BREX whose code the reference names: no issue, or exactly its issue. */
export function defaultBrexFor(code: string): DefaultBrexName | undefined {
  const lower = code.toLowerCase();
  for (const d of DEFAULT_BREX_NAMES) {
    const wildcard = d.file.replace(/_\d{3}-\d{2}_/, '_???-??_');
    for (const candidate of [d.file, wildcard]) {
      if (lower.length <= candidate.length && candidate.toLowerCase().startsWith(lower))
        return d.name;
    }
  }
  return undefined;
}

/**
 * -B: the default BREX of the object's issue, told by its schema URL. No schema at all
 * (non-S1000D XML, or an object whose issue cannot be told) gets the newest (Issue 6); a
 * schema that names none of 4.0 to 6 gets Issue 3.0's.
 */
export function defaultBrexForSchema(schema: string | undefined): DefaultBrexName {
  if (schema === undefined || schema.includes('S1000D_6'))
    return 'DMC-S1000D-H-04-10-0301-00A-022A-D';
  if (schema.includes('S1000D_5-0')) return 'DMC-S1000D-G-04-10-0301-00A-022A-D';
  if (schema.includes('S1000D_4-2')) return 'DMC-S1000D-F-04-10-0301-00A-022A-D';
  if (schema.includes('S1000D_4-1')) return 'DMC-S1000D-E-04-10-0301-00A-022A-D';
  if (schema.includes('S1000D_4-0')) return 'DMC-S1000D-D-04-10-0301-00A-022A-D';
  return 'DMC-AE-A-04-10-0301-00A-022A-D';
}

/** The file of a default BREX as shipped in src/s1000d/reference/default-brex. */
export function defaultBrexFileName(name: DefaultBrexName): string {
  const entry = DEFAULT_BREX_NAMES.find((d) => d.name === name)!;
  // The Issue 3.0 default BREX file carries no language in its name.
  return name.startsWith('DMC-AE-') ? `${name}_003-00.XML` : `${entry.file}.XML`;
}
