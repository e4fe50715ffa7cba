/** Issue of a schema URL such as http://www.s1000d.org/S1000D_4-1/xml_schema_flat/proced.xsd. */
export function issueFromSchemaUrl(url: string): string | undefined {
  const m = /S1000D_(\d+(?:-\d+)*)/.exec(url);
  // "S1000D_4-1-A" (a lettered schema drop) is still Issue 4.1: only the digits count.
  return m ? m[1]!.split('-').join('.') : undefined;
}

/** The schema file name without ".xsd": proced, descript, brex, pm, ddn, ... */
export function schemaNameFromUrl(url: string): string | undefined {
  return /([A-Za-z0-9_]+)\.xsd$/.exec(url.trim())?.[1];
}

/** xsi:noNamespaceSchemaLocation of the root element, the key S1000D uses to name the schema. */
export function schemaLocationOf(doc: Document): string | undefined {
  const root = doc.documentElement;
  if (!root) return undefined;
  const value =
    root.getAttributeNS('http://www.w3.org/2001/XMLSchema-instance', 'noNamespaceSchemaLocation') ||
    root.getAttribute('xsi:noNamespaceSchemaLocation');
  return value?.trim() || undefined;
}
