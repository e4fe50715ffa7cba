import type { Backend } from '../../../data/backend.ts';
import { decodeXmlBytes } from '../../../s1000d/xml/decode-xml-bytes.ts';

/** The text of an object's current issue, checked against its SHA-256 by the store. */
export async function readObjectText(backend: Backend, projectId: string, key: string) {
  const object = await backend.s1000dObjects.getObject(projectId, key);
  if (!object) throw new Error(`No object ${key} in this project.`);
  const { issueNumber, inWork } = object.current;
  const issue =
    object.issues.findLast((i) => i.issueNumber === issueNumber && i.inWork === inWork) ??
    object.issues.at(-1);
  if (!issue) throw new Error(`${key} has no stored issue.`);
  return decodeXmlBytes(await backend.s1000dObjects.readContent(projectId, issue));
}
