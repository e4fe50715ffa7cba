import type { Backend } from '../../../data/backend.ts';

/** The bytes of an object's current issue, checked against its SHA-256 by the store. */
export async function readObjectBytes(
  backend: Backend,
  projectId: string,
  key: string,
): Promise<Uint8Array> {
  const object = await backend.s1000dObjects.getObject(projectId, key);
  if (!object) throw new Error(`No object ${key} in this project.`);
  const { issueNumber, inWork } = object.current;
  const issue =
    object.issues.findLast((i) => i.issueNumber === issueNumber && i.inWork === inWork) ??
    object.issues.at(-1);
  if (!issue) throw new Error(`${key} has no stored issue.`);
  return backend.s1000dObjects.readContent(projectId, issue);
}
