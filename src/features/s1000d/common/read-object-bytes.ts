import type { Backend } from '../../../data/backend.ts';

/** An object's current bytes with the SHA-256 they were checked against, and its kind. */
export type CurrentContent = { sha256: string; bytes: Uint8Array; kind: string };

/**
 * The bytes of an object's current issue, read by its key alone (no index row needed),
 * checked against its SHA-256 by the store. `onIssue` hears the issue's hash as soon as the
 * object's document names it, before its chunks are read.
 */
export async function readCurrentContent(
  backend: Backend,
  projectId: string,
  key: string,
  onIssue: (sha256: string) => void = () => {},
): Promise<CurrentContent> {
  const object = await backend.s1000dObjects.getObject(projectId, key);
  if (!object) throw new Error(`No object ${key} in this project.`);
  const { issueNumber, inWork } = object.current;
  const issue =
    object.issues.findLast((i) => i.issueNumber === issueNumber && i.inWork === inWork) ??
    object.issues.at(-1);
  if (!issue) throw new Error(`${key} has no stored issue.`);
  onIssue(issue.sha256);
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
