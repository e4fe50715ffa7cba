import { DEFAULT_BREX, type S1000dIssue } from '../../../s1000d/brex/default-brex.ts';
import type { NamedFile } from '../../../s1000d/brex/worker/protocol.ts';

// Each default BREX is its own chunk, fetched the first time a page needs it: none of the
// 1.6 MB is in the first bundle. Inlined as a data URL, not as text, because some are
// ISO-8859-1: the engine decodes the bytes as their XML declaration says.
const FILES = import.meta.glob<string>('../../../s1000d/reference/default-brex/*.XML', {
  query: '?inline',
  import: 'default',
});

function bytesOfDataUrl(url: string): Uint8Array {
  const base64 = url.slice(url.indexOf(',') + 1);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The exact bytes of the S1000D default BREX of an issue, loaded on demand. */
export async function loadDefaultBrexBytes(issue: S1000dIssue): Promise<Uint8Array> {
  const { code, issueNumber } = DEFAULT_BREX[issue];
  const path = Object.keys(FILES).find((p) => p.includes(`/${code}_${issueNumber}-`));
  if (!path) throw new Error(`The default BREX of Issue ${issue} (${code}) is not in this build.`);
  return bytesOfDataUrl(await FILES[path]!());
}

let defaults: Promise<NamedFile[]> | undefined;

/** Every S1000D default BREX, named as the engine names them; fetched once per page load. */
export function allDefaultBrexFiles(): Promise<NamedFile[]> {
  const byCode = new Map<string, S1000dIssue>();
  for (const [issue, { code }] of Object.entries(DEFAULT_BREX))
    if (!byCode.has(code)) byCode.set(code, issue as S1000dIssue);
  defaults ??= Promise.all(
    [...byCode].map(async ([code, issue]) => ({
      name: code,
      bytes: await loadDefaultBrexBytes(issue),
    })),
  ).catch((error: unknown) => {
    defaults = undefined;
    throw error;
  });
  return defaults;
}
