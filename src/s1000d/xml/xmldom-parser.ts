import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import type { XmlParser } from './xml-parser';
import { XmlLoadError } from './xml-load-error';

/**
 * @xmldom/xmldom behind the XmlParser port, for places without a DOMParser: Node, and Web
 * Workers (browsers give workers no DOM). Its errors, not only fatal ones, refuse the file.
 */
export const xmldomParser: XmlParser = {
  parse(text) {
    const parser = new DOMParser({
      onError(level, message) {
        if (level !== 'warning')
          throw new XmlLoadError('not-well-formed', `not well-formed XML: ${message}`);
      },
    });
    return parser.parseFromString(text, 'text/xml') as unknown as Document;
  },
  serialize(node) {
    return new XMLSerializer().serializeToString(node as never);
  },
};
