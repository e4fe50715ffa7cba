import { readFileSync } from 'node:fs';

/** What a reader of a JSON value answers: the value, or every problem it found. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/**
 * The value a JSON file holds once `check` accepts it; undefined after printing why not (the
 * file is not JSON, or each problem, prefixed with the file). A missing file throws, so that the
 * CLI reports it as unreadable like any other input file.
 */
export function readCheckedJson<T>(
  file: string,
  check: (json: unknown) => Checked<T>,
  out: (s: string) => void,
): T | undefined {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    out(`${file}: not JSON: ${(error as Error).message}`);
    return undefined;
  }
  const checked = check(json);
  if (checked.ok) return checked.value;
  for (const p of checked.problems) out(`${file}: ${p}`);
  return undefined;
}
