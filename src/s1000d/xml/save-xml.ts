import type { S1000dXml } from './load-xml';

/**
 * Serialises a loaded object with its XML declaration and DOCTYPE (internal subset included)
 * exactly as they were read: XMLSerializer drops or rewrites both.
 */
export function saveXml(xml: S1000dXml, document: Document = xml.document): string {
  const parts: string[] = [];
  if (xml.xmlDeclaration) parts.push(xml.xmlDeclaration);
  let doctypeWritten = false;
  for (const node of Array.from(document.childNodes)) {
    if (node.nodeType === 10) {
      if (xml.doctype) parts.push(xml.doctype.raw);
      doctypeWritten = true;
      continue;
    }
    if (node.nodeType === 1 && !doctypeWritten && xml.doctype) {
      // Browsers may not keep a DocumentType node at all: write the raw one before the root.
      parts.push(xml.doctype.raw);
      doctypeWritten = true;
    }
    if (node.nodeType === 7 && (node as ProcessingInstruction).target === 'xml') continue;
    // Whitespace between prolog items is insignificant; the join below supplies line breaks.
    if (node.nodeType === 3) continue;
    parts.push(xml.parser.serialize(node));
  }
  return parts.join('\n');
}
