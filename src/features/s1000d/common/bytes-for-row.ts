import type { CurrentContent } from './read-object-bytes.ts';

/** A read of an object's current bytes by its key, started before its index row arrived. */
export type ReadAhead = {
  /** The hash of the issue it reads, once the object's document has named it. */
  sha256: string | null;
  /** What it brought once settled: its content, or null when it failed (offline, no object). */
  settled: CurrentContent | null | undefined;
  content: Promise<CurrentContent | null>;
  /**
   * The copy of the first bytes of the issue it reads (a large data module's head, decision
   * 1710) when it arrives before the whole; null once the whole came first, or there is none.
   */
  head: Promise<Uint8Array | null>;
};

/** Starts a read ahead and keeps its state, so `bytesForRow` can tell how far it got. */
export function startReadAhead(
  read: (
    onIssue: (sha256: string) => void,
    onHead: (bytes: Uint8Array) => void,
  ) => Promise<CurrentContent>,
): ReadAhead {
  let headCame: (bytes: Uint8Array | null) => void = () => {};
  const ahead: ReadAhead = {
    sha256: null,
    settled: undefined,
    content: Promise.resolve(null),
    head: new Promise((resolve) => (headCame = resolve)),
  };
  ahead.content = read(
    (sha256) => {
      ahead.sha256 = sha256;
    },
    (bytes) => headCame(bytes),
  ).then(
    (content) => {
      headCame(null);
      return (ahead.settled = content);
    },
    // A failed read ahead is no error: the read by the row reads as before.
    () => {
      headCame(null);
      return (ahead.settled = null);
    },
  );
  return ahead;
}

/** The head of the issue a row names, from a read ahead reading that issue; else null. */
export async function headForRow(
  sha256: string,
  ahead: ReadAhead | undefined,
): Promise<Uint8Array | null> {
  if (!ahead || ahead.settled !== undefined) return null;
  if (ahead.sha256 !== null && ahead.sha256 !== sha256) return null;
  const head = await ahead.head;
  return ahead.sha256 === sha256 ? head : null;
}

/**
 * The bytes a row names, read once where possible (decision 1630): a read ahead that brought
 * them, or is reading the very issue the row names, is all there is; the chunk query by the
 * row starts only when the read ahead failed, read another issue, or has not yet said which
 * issue it reads. Then both run and the first success wins; the answer fails only when both
 * fail, with `unreadable` as its message.
 */
export function bytesForRow(
  sha256: string,
  ahead: ReadAhead | undefined,
  readByRow: () => Promise<Uint8Array>,
  unreadable: string,
): Promise<Uint8Array> {
  if (!ahead || ahead.settled === null) return readByRow();
  if (ahead.settled) return ahead.settled.sha256 === sha256 ? done(ahead.settled) : readByRow();
  if (ahead.sha256 !== null && ahead.sha256 !== sha256) return readByRow();
  const fromAhead = ahead.content.then((content) => {
    if (content?.sha256 !== sha256) throw new Error(unreadable);
    return content.bytes;
  });
  if (ahead.sha256 === sha256) return fromAhead.catch(readByRow);
  return Promise.any([fromAhead, readByRow()]).catch((failed: unknown) => {
    throw new Error(unreadable, { cause: failed });
  });
}

const done = (content: CurrentContent) => Promise.resolve(content.bytes);
