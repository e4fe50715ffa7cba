import { changeOf, type BuildContext } from './build-context';
import { readLightRef } from './light-refs';
import { kid, textOfLight, type LightElement, type LightNode } from './light-xml';
import type { Inline } from './model';

const EMPHASIS: Record<string, 'bold' | 'italic' | 'underline' | 'strike' | 'other'> = {
  em01: 'bold',
  em02: 'italic',
  em03: 'underline',
  em04: 'other',
  em05: 'strike',
};

/** Elements that are never shown: index marks, and applicability kept elsewhere. */
const SILENT = new Set(['indexFlag', 'referencedApplicGroupRef', 'applic']);

/** Attributes that carry a reference's visible text when the element has none. */
const LABEL_ATTRIBUTES = /(Number|NumberValue|Value|Ident|Code)$/;

/** Mixed content as inline runs: text with whitespace collapsed, trimmed at both ends. */
export function inlines(el: LightElement | undefined, ctx: BuildContext): Inline[] {
  if (!el) return [];
  return tidy(inlineChildren(el.children, ctx));
}

export function inlineChildren(nodes: readonly LightNode[], ctx: BuildContext): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') out.push({ t: 'text', v: node.replace(/\s+/g, ' ') });
    else out.push(...inline(node, ctx));
  }
  return out;
}

function inline(el: LightElement, ctx: BuildContext): Inline[] {
  const inner = () => inlineChildren(el.children, ctx);
  switch (el.name) {
    case 'emphasis':
      return [
        { t: 'emphasis', style: EMPHASIS[el.attrs.emphasisType ?? 'em01'] ?? 'bold', c: inner() },
      ];
    case 'subScript':
      return [{ t: 'sub', c: inner() }];
    case 'superScript':
      return [{ t: 'sup', c: inner() }];
    case 'internalRef':
      return [{ t: 'internalRef', target: el.attrs.internalRefId ?? '', c: inner() }];
    case 'dmRef':
    case 'pmRef': {
      const ref = readLightRef(el);
      if (!ref) return [{ t: 'text', v: textOfLight(el) }];
      const found: Inline = {
        t: ref.kind === 'dm' ? 'dmRef' : 'pmRef',
        ref: ref.ref,
        label: ref.label,
      };
      if (ref.title) found.title = ref.title;
      return [found];
    }
    case 'externalPubRef': {
      const ident = kid(el, 'externalPubRefIdent');
      const label =
        textOfLight(kid(ident, 'externalPubTitle')) ||
        textOfLight(kid(ident, 'externalPubCode')) ||
        textOfLight(el) ||
        (el.attrs['xlink:href'] ?? 'External publication');
      const href = el.attrs['xlink:href'];
      return [href ? { t: 'externalPubRef', label, href } : { t: 'externalPubRef', label }];
    }
    case 'acronym': {
      const term = textOfLight(kid(el, 'acronymTerm'));
      const definition = textOfLight(kid(el, 'acronymDefinition'));
      return [definition ? { t: 'acronym', term, definition } : { t: 'acronym', term }];
    }
    case 'acronymTerm':
      return [{ t: 'text', v: textOfLight(el) }];
    case 'changeInline': {
      const change = changeOf(el) ?? { type: 'modify', rfu: [] };
      return [{ t: 'change', change, c: inner() }];
    }
    case 'footnoteRef': {
      return [{ t: 'footnoteRef', target: el.attrs.internalRefId ?? '' }];
    }
    case 'symbol':
      return [{ t: 'symbol', icn: el.attrs.infoEntityIdent ?? '' }];
    case 'verbatimText':
      return [{ t: 'verbatim', v: textOfLight(el) }];
    case 'footnote':
      return [];
    default:
      if (SILENT.has(el.name)) return [];
      if (el.children.length === 0) return labelFromAttributes(el);
      return inner();
  }
}

function labelFromAttributes(el: LightElement): Inline[] {
  const values = Object.entries(el.attrs)
    .filter(([name]) => LABEL_ATTRIBUTES.test(name) && !name.startsWith('xlink'))
    .map(([, value]) => value);
  return values.length ? [{ t: 'text', v: values.join(' ') }] : [];
}

/** Merges neighbouring text runs and trims the outer whitespace. */
export function tidy(runs: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (run.t === 'text' && last?.t === 'text') last.v = (last.v + run.v).replace(/\s+/g, ' ');
    else merged.push(run.t === 'text' ? { ...run } : run);
  }
  const first = merged[0];
  if (first?.t === 'text') first.v = first.v.trimStart();
  const end = merged[merged.length - 1];
  if (end?.t === 'text') end.v = end.v.trimEnd();
  return merged.filter((r) => r.t !== 'text' || r.v !== '');
}

/** Inline runs as plain text (titles, search, labels). */
export function inlineText(runs: readonly Inline[]): string {
  return runs
    .map((r) => {
      switch (r.t) {
        case 'text':
        case 'verbatim':
          return r.v;
        case 'dmRef':
        case 'pmRef':
          return r.title ?? r.label;
        case 'externalPubRef':
          return r.label;
        case 'acronym':
          return r.term;
        case 'footnoteRef':
        case 'symbol':
        case 'br':
          return '';
        default:
          return inlineText(r.c);
      }
    })
    .join('');
}
