import { escapeAttributeExactly, escapeText } from '../../csdb/lifecycle/text-edit';
import { cString, type Libxml2, u32 } from './libxml2';
import {
  ATTRIBUTE,
  CDATA,
  COMMENT,
  contentOf,
  ELEMENT,
  NODE,
  NS,
  nodeName,
  nodeType,
  nextOf,
  PI,
  prefixOf,
  TEXT,
} from './lx-document';

/**
 * A node as the s1kd-brexcheck XML report copies it (xmlCopyNode, extended 2): an element
 * with its namespace declarations and attributes but no children; other nodes as text.
 */
export function shallowXml(lx: Libxml2, node: number): string {
  const type = nodeType(lx, node);
  if (type === TEXT) return escapeText(contentOf(lx, node));
  if (type === CDATA) return `<![CDATA[${contentOf(lx, node)}]]>`;
  if (type === COMMENT) return `<!--${contentOf(lx, node)}-->`;
  if (type === PI) return `<?${nodeName(lx, node)} ${contentOf(lx, node)}?>`;
  if (type === ATTRIBUTE) return escapeAttributeExactly(contentOf(lx, node));
  if (type !== ELEMENT) return '';
  const qualified = (n: number) => {
    const prefix = prefixOf(lx, n);
    return prefix ? `${prefix}:${nodeName(lx, n)}` : nodeName(lx, n);
  };
  let out = `<${qualified(node)}`;
  for (let ns = u32(lx, node + NODE.nsDef); ns; ns = u32(lx, ns + NS.next)) {
    const prefix = cString(lx, u32(lx, ns + NS.prefix));
    out += ` xmlns${prefix ? `:${prefix}` : ''}="${escapeAttributeExactly(cString(lx, u32(lx, ns + NS.href)))}"`;
  }
  for (let a = u32(lx, node + NODE.properties); a; a = nextOf(lx, a))
    out += ` ${qualified(a)}="${escapeAttributeExactly(contentOf(lx, a))}"`;
  return `${out}/>`;
}
