import type { Backend } from '../../../data/backend.ts';
import { hasHead } from '../../../data/s1000d-store-types.ts';

/** An object's current bytes with the SHA-256 they were checked against, and its kind. */
export type CurrentContent = { sha256: string; bytes: Uint8Array; kind: string };

/**
 * The bytes of an object's current issue, read by its key alone (no index row needed),
 * checked against its SHA-256 by the store. `onIssue` hears the issue's hash as soon as the
 * object's document names it, before its chunks are read; `onHead` the copy of a large data
 * module's first bytes, read before its chunks (decision 1710).
 */
export async function readCurrentContent(
  backend: Backend,
  projectId: string,
  key: string,
  onIssue: (sha256: string) => void = () => {},
  onHead: (bytes: Uint8Array) => void = () => {},
): Promise<CurrentContent> {
  const object = await backend.s1000dObjects.getObject(projectId, key);
  if (!object) throw new Error(`No object ${key} in this project.`);
  const { issueNumber, inWork } = object.current;
  const issue =
    object.issues.findLast((i) => i.issueNumber === issueNumber && i.inWork === inWork) ??
    object.issues.at(-1);
  if (!issue) throw new Error(`${key} has no stored issue.`);
  onIssue(issue.sha256);
  if (hasHead(object.kind, issue.size)) {
    // The chunks are asked for once the head is in: read beside them, the head arrived only
    // just before them (both behind the chunks' megabyte on the one stream; decision 1710).
    const head = await backend.s1000dObjects.readHead(projectId, issue.sha256).catch(() => null);
    if (head) onHead(head);
  }
  const bytes = await backend.s1000dObjects.readContent(projectId, issue);
  return { sha256: issue.sha256, bytes, kind: object.kind };
}

/** The bytes of an object's current issue, checked against its SHA-256 by the store. */
export async function readObjectBytes(
  backend: Backend,
  projectId: string,
  key: string,
): Promise<Uint8Array> {
  return (await readCurrentContent(backend, projectId, key)).bytes;
}
