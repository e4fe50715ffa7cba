import type { Doctype } from '../xml/doctype';
import type { CsdbLimits } from './limits';

export type ShapeRefusal = {
  reason: 'too-deep' | 'too-many-elements' | 'external-entity';
  message: string;
};

/**
 * Refuses what the engine's entity guard does not cover, before any parser sees the text:
 * external parsed entities (S1000D only needs unparsed ICN entities, which carry NDATA), and
 * documents nested too deep or with too many elements to check in reasonable time. One pass
 * over the text; no DOM is built.
 */
export function checkXmlShape(
  text: string,
  doctype: Doctype | undefined,
  limits: Pick<CsdbLimits, 'maxDepth' | 'maxElements'>,
): ShapeRefusal | undefined {
  for (const entity of doctype?.entities ?? []) {
    if (entity.value === undefined && !entity.notation && (entity.systemId || entity.publicId)) {
      return {
        reason: 'external-entity',
        message: `refused: the DOCTYPE declares the external entity "${entity.parameter ? '%' : ''}${entity.name}" (${entity.systemId ?? entity.publicId}); only unparsed ICN entities (with NDATA) are allowed`,
      };
    }
  }
  let depth = 0;
  let elements = 0;
  const from = doctype?.end ?? 0;
  for (let i = text.indexOf('<', from); i >= 0; i = text.indexOf('<', i + 1)) {
    const next = text.charCodeAt(i + 1);
    if (next === 0x21 /* ! */) {
      const close = text.startsWith('<!--', i)
        ? text.indexOf('-->', i)
        : text.startsWith('<![CDATA[', i)
          ? text.indexOf(']]>', i)
          : text.indexOf('>', i);
      if (close < 0) break;
      i = close;
      continue;
    }
    if (next === 0x3f /* ? */) {
      const close = text.indexOf('?>', i);
      if (close < 0) break;
      i = close;
      continue;
    }
    if (next === 0x2f /* / */) {
      depth--;
      continue;
    }
    const end = tagEnd(text, i);
    if (end < 0) break;
    elements++;
    if (text.charCodeAt(end - 1) !== 0x2f) depth++;
    if (depth > limits.maxDepth) {
      return {
        reason: 'too-deep',
        message: `refused: elements are nested more than ${limits.maxDepth} deep (the limit)`,
      };
    }
    if (elements > limits.maxElements) {
      return {
        reason: 'too-many-elements',
        message: `refused: more than ${limits.maxElements.toLocaleString('en-US')} elements (the limit)`,
      };
    }
    i = end;
  }
  return undefined;
}

/** Index of the ">" closing the start tag at i, skipping quoted attribute values. */
function tagEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x22 || c === 0x27) {
      j = text.indexOf(c === 0x22 ? '"' : "'", j + 1);
      if (j < 0) return -1;
    } else if (c === 0x3e) return j;
  }
  return -1;
}
