/** What kind of CSDB object a document is; BREX, ACT, CCT, PCT and CIR are data modules by schema. */
export const DOCUMENT_TYPES = [
  'dataModule',
  'brex',
  'act',
  'cct',
  'pct',
  'cir',
  'publicationModule',
  'dml',
  'ddn',
  'comment',
  'dataUpdateFile',
  'icnMetadata',
  'scormContentPackage',
  'unknown',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const BY_SCHEMA: Record<string, DocumentType> = {
  brex: 'brex',
  appliccrossreftable: 'act',
  condcrossreftable: 'cct',
  prdcrossreftable: 'pct',
  comrep: 'cir',
};

const BY_ROOT: Record<string, DocumentType> = {
  pm: 'publicationModule',
  dml: 'dml',
  ddn: 'ddn',
  comment: 'comment',
  dataUpdateFile: 'dataUpdateFile',
  icnMetadataFile: 'icnMetadata',
  scormContentPackage: 'scormContentPackage',
};

/** Classifies by root element, then (for data modules) by schema and, failing that, by content. */
export function detectDocumentType(doc: Document, schemaName: string | undefined): DocumentType {
  const root = doc.documentElement?.localName ?? '';
  if (root !== 'dmodule') return BY_ROOT[root] ?? 'unknown';
  const bySchema = schemaName ? BY_SCHEMA[schemaName] : undefined;
  if (bySchema) return bySchema;
  const content = firstChildNamed(firstChildNamed(doc.documentElement, 'content'), undefined);
  const byContent: Record<string, DocumentType> = {
    brex: 'brex',
    applicCrossRefTable: 'act',
    condCrossRefTable: 'cct',
    productCrossRefTable: 'pct',
    commonRepository: 'cir',
  };
  return (content && byContent[content.localName]) ?? 'dataModule';
}

function firstChildNamed(
  el: Element | null | undefined,
  name: string | undefined,
): Element | undefined {
  if (!el) return undefined;
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType === 1 && (name === undefined || (child as Element).localName === name))
      return child as Element;
  }
  return undefined;
}
