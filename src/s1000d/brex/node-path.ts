/** Absolute XPath of a node with positional predicates, as s1kd-brexcheck reports it. */
export function nodePath(node: Node): string {
  if (node.nodeType === 9) return '/';
  if (node.nodeType === 2) {
    const attr = node as Attr;
    return `${attr.ownerElement ? nodePath(attr.ownerElement) : ''}/@${attr.name}`;
  }
  const parent = node.parentNode;
  const prefix = parent && parent.nodeType !== 9 ? nodePath(parent) : '';
  if (node.nodeType === 3) return `${prefix}/text()`;
  if (node.nodeType !== 1) return prefix;
  const el = node as Element;
  let position = 1;
  for (let s = el.previousSibling; s; s = s.previousSibling) {
    if (s.nodeType === 1 && (s as Element).nodeName === el.nodeName) position++;
  }
  return `${prefix}/${el.nodeName}[${position}]`;
}
