import type { Backend } from '../../../data/backend.ts';

/** An object's current bytes with the SHA-256 they were checked against, and its kind. */
export type CurrentContent = { sha256: string; bytes: Uint8Array; kind: string };

/**
 * The bytes of an object's current issue, read by its key alone (no index row needed),
 * checked against its SHA-256 by the store.
 */
export async function readCurrentContent(
  backend: Backend,
  projectId: string,
  key: string,
): Promise<CurrentContent> {
  const object = await backend.s1000dObjects.getObject(projectId, key);
  if (!object) throw new Error(`No object ${key} in this project.`);
  const { issueNumber, inWork } = object.current;
  const issue =
    object.issues.findLast((i) => i.issueNumber === issueNumber && i.inWork === inWork) ??
    object.issues.at(-1);
  if (!issue) throw new Error(`${key} has no stored issue.`);
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
