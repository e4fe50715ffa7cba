import { parseLightXml, type LightElement } from './light-xml';

/** An SVG element reduced to what draws: allowed names and attributes only, as data. */
export type SafeSvgNode = { n: string; a: Record<string, string>; c: (SafeSvgNode | string)[] };

/** Elements that draw, group or define shapes. Anything else is dropped with its content. */
const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'title',
  'desc',
  'defs',
  'use',
  'symbol',
  'clipPath',
  'mask',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'marker',
  'image',
]);
/** Containers whose children are kept while the element itself goes (links, switches). */
const UNWRAP = new Set(['a', 'switch']);

/** Presentation and geometry attributes; no event handlers, no external references. */
const ATTRIBUTES = new Set([
  'id',
  'class',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-miterlimit',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'text-decoration',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'visibility',
  'display',
  'clip-path',
  'clip-rule',
  'mask',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'fx',
  'fy',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'markerUnits',
  'marker-start',
  'marker-mid',
  'marker-end',
  'vector-effect',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'href',
  'xlink:href',
  'style',
  'xml:space',
  'startOffset',
]);

/** CSS properties a style attribute may set: the same presentation properties. */
const STYLE_PROPERTIES = new Set(
  [...ATTRIBUTES].filter((a) =>
    /^(fill|stroke|opacity|font|text|letter|display|visibility|stop|clip|mask|marker|dominant|vector)/.test(
      a,
    ),
  ),
);

/** url(#local) only: an illustration never fetches anything or runs script. */
const SAFE_URL = /url\(\s*['"]?#[^)'"]*['"]?\s*\)/g;
const UNSAFE_VALUE = /url\(|expression|javascript:|@import|\\/i;

export type SafeSvg = { root: SafeSvgNode; ids: string[] };

/**
 * Reads an SVG illustration as data the page draws with React: scripts, event handlers,
 * foreign content, animation, style sheets and every reference outside the drawing are
 * removed. Embedded raster images are kept only as data: URLs of image types.
 */
export function readSafeSvg(text: string, fileName = '(unnamed)'): SafeSvg {
  const doc = parseLightXml(text, { fileName });
  if (doc.root.name !== 'svg') throw new Error(`${fileName} is not an SVG drawing.`);
  const ids: string[] = [];
  const root = clean(doc.root, ids)[0];
  if (!root || typeof root === 'string') throw new Error(`${fileName} has nothing to draw.`);
  return { root, ids };
}

function clean(el: LightElement, ids: string[]): (SafeSvgNode | string)[] {
  const children = () =>
    el.children.flatMap((c) =>
      typeof c === 'string'
        ? c.trim() || el.name === 'text' || el.name === 'tspan'
          ? [c]
          : []
        : clean(c, ids),
    );
  if (UNWRAP.has(el.name)) return children();
  if (!ELEMENTS.has(el.name)) return [];
  const a: Record<string, string> = {};
  for (const [name, value] of Object.entries(el.attrs)) {
    if (!ATTRIBUTES.has(name)) continue;
    const safe = safeValue(el.name, name, value);
    if (safe === undefined) continue;
    a[name === 'xlink:href' ? 'href' : name] = safe;
  }
  if (el.name === 'image' && !a.href) return [];
  if (a.id) ids.push(a.id);
  return [{ n: el.name, a, c: children() }];
}

function safeValue(element: string, name: string, value: string): string | undefined {
  if (name === 'href' || name === 'xlink:href') {
    if (value.startsWith('#')) return value;
    if (
      element === 'image' &&
      /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/.test(value)
    )
      return value;
    return undefined;
  }
  if (name === 'style') return safeStyle(value);
  const withoutLocal = value.replace(SAFE_URL, '');
  return UNSAFE_VALUE.test(withoutLocal) ? undefined : value;
}

function safeStyle(style: string): string | undefined {
  const kept = style
    .split(';')
    .map((d) => d.split(':'))
    .filter(([property, value]) => {
      const p = property?.trim().toLowerCase() ?? '';
      return (
        STYLE_PROPERTIES.has(p) &&
        value !== undefined &&
        !UNSAFE_VALUE.test(value.replace(SAFE_URL, ''))
      );
    })
    .map(([p, v]) => `${p!.trim()}:${v!.trim()}`);
  return kept.length ? kept.join(';') : undefined;
}
