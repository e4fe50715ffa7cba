import type { Backend } from '../../../data/backend.ts';
import { decodeXmlBytes } from '../../../s1000d/xml/decode-xml-bytes.ts';
import { readObjectBytes } from './read-object-bytes.ts';

/** The text of an object's current issue, checked against its SHA-256 by the store. */
export async function readObjectText(backend: Backend, projectId: string, key: string) {
  return decodeXmlBytes(await readObjectBytes(backend, projectId, key));
}
