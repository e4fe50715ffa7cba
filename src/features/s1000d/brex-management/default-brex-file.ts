import { DEFAULT_BREX, type S1000dIssue } from '../../../s1000d/brex/default-brex.ts';
import type { NamedFile } from '../../../s1000d/brex/worker/protocol.ts';
import { loadDefaultBrexBytes } from '../common/default-brex-files.ts';

/** The issues whose default BREX is the one of that name (4.0 and 4.0.1 share one). */
export function issuesOfDefault(name: string): S1000dIssue[] {
  return (Object.keys(DEFAULT_BREX) as S1000dIssue[]).filter((i) => DEFAULT_BREX[i].code === name);
}

/** Every S1000D default BREX by name, once each, newest issue first. */
export const DEFAULT_BREX_CODES = [
  ...new Set(Object.values(DEFAULT_BREX).map((d) => d.code)),
].reverse();

/** A default BREX's bytes under its name, as the engine and the inventory name it. */
export async function defaultBrexFile(name: string): Promise<NamedFile> {
  const issue = issuesOfDefault(name)[0];
  if (!issue) throw new Error(`${name} is not an S1000D default BREX.`);
  return { name, bytes: await loadDefaultBrexBytes(issue) };
}
