import { XmlLoadError } from './xml-load-error';

/** The DOM implementation behind the loader: the browser's own, or @xmldom/xmldom in Node. */
export type XmlParser = {
  /** Parses well-formed XML or throws XmlLoadError('not-well-formed'). */
  parse(text: string): Document;
  serialize(node: Node): string;
};

/** Wraps the platform DOMParser; undefined where there is none (Node without a DOM). */
export function browserXmlParser(
  dom: { DOMParser?: typeof DOMParser; XMLSerializer?: typeof XMLSerializer } = globalThis,
): XmlParser | undefined {
  const Parser = dom.DOMParser;
  const Serializer = dom.XMLSerializer;
  if (!Parser || !Serializer) return undefined;
  return {
    parse(text) {
      const doc = new Parser().parseFromString(text, 'application/xml');
      // Browsers report errors as a <parsererror> element instead of throwing.
      const error = doc.getElementsByTagName('parsererror')[0];
      if (error) {
        throw new XmlLoadError(
          'not-well-formed',
          `The file is not well-formed XML: ${error.textContent?.trim() ?? ''}`,
        );
      }
      return doc;
    },
    serialize: (node) => new Serializer().serializeToString(node),
  };
}
