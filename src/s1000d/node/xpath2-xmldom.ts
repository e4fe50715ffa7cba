import type { Xpath2Evaluator } from '../brex/lx/lx-check';
import { nodePath } from '../brex/node-path';
import { evaluateObjectPath, isDomNode } from '../brex/xpath';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { loadXml, type S1000dXml } from '../xml/load-xml';
import { xmldomParser } from './xmldom-parser';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * XPath 2.0 (fontoxpath) for the rules libxml2 cannot compile, on an xmldom copy of the object
 * made only when such a rule comes up (decision 111).
 */
export function xmldomXpath2(object: Uint8Array | string): Xpath2Evaluator {
  let xml: S1000dXml | undefined;
  return (objectPath, namespaces) => {
    try {
      xml ??= loadXml(typeof object === 'string' ? object : decodeXmlBytes(object), {
        parser: xmldomParser,
      });
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
    const result = evaluateObjectPath(objectPath, xml.document, new Map(namespaces));
    if (!result.ok) return { ok: false, error: result.error };
    if (result.items.length === 1 && typeof result.items[0] === 'boolean')
      return { ok: true, nodes: [], boolean: result.items[0] };
    const nodes = result.items.filter(isDomNode).map((node) => {
      const element = node.nodeType === 2 ? (node as Attr).ownerElement : node;
      const line = xml!.lines.lineOf(node);
      const attributes =
        element && element.nodeType === 1
          ? Array.from((element as Element).attributes)
              .map((a) => ` ${a.name}="${esc(a.value)}"`)
              .join('')
          : '';
      return {
        xpath: nodePath(node),
        value: node.nodeType === 2 ? (node as Attr).value : (node.textContent ?? ''),
        xml:
          element && element.nodeType === 1
            ? `<${element.nodeName}${attributes}/>`
            : esc(node.textContent ?? ''),
        ...(line ? { line } : {}),
      };
    });
    return { ok: true, nodes };
  };
}
