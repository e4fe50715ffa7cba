/** HTML attribute names whose React prop is spelled differently (React DOM's own table). */
const HTML_PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  'accept-charset': 'acceptCharset',
  accesskey: 'accessKey',
  allowfullscreen: 'allowFullScreen',
  autocapitalize: 'autoCapitalize',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  autoplay: 'autoPlay',
  cellpadding: 'cellPadding',
  cellspacing: 'cellSpacing',
  charset: 'charSet',
  colspan: 'colSpan',
  contenteditable: 'contentEditable',
  controlslist: 'controlsList',
  crossorigin: 'crossOrigin',
  datetime: 'dateTime',
  enctype: 'encType',
  enterkeyhint: 'enterKeyHint',
  fetchpriority: 'fetchPriority',
  formaction: 'formAction',
  formenctype: 'formEncType',
  formmethod: 'formMethod',
  formnovalidate: 'formNoValidate',
  formtarget: 'formTarget',
  frameborder: 'frameBorder',
  hreflang: 'hrefLang',
  'http-equiv': 'httpEquiv',
  inputmode: 'inputMode',
  itemid: 'itemID',
  itemprop: 'itemProp',
  itemref: 'itemRef',
  itemscope: 'itemScope',
  itemtype: 'itemType',
  marginheight: 'marginHeight',
  marginwidth: 'marginWidth',
  maxlength: 'maxLength',
  minlength: 'minLength',
  nomodule: 'noModule',
  novalidate: 'noValidate',
  playsinline: 'playsInline',
  readonly: 'readOnly',
  referrerpolicy: 'referrerPolicy',
  rowspan: 'rowSpan',
  spellcheck: 'spellCheck',
  srcdoc: 'srcDoc',
  srclang: 'srcLang',
  srcset: 'srcSet',
  tabindex: 'tabIndex',
  usemap: 'useMap',
};

/** Attributes that are true by being present; React wants them as a bare prop. */
const BOOLEAN_ATTRIBUTES = new Set([
  'allowfullscreen',
  'async',
  'autofocus',
  'autoplay',
  'checked',
  'controls',
  'default',
  'defer',
  'disabled',
  'formnovalidate',
  'hidden',
  'inert',
  'ismap',
  'itemscope',
  'loop',
  'multiple',
  'muted',
  'nomodule',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
  'selected',
]);

/** SVG attributes React spells in camel case though they contain no hyphen in SVG. */
const SVG_NAMESPACED: Readonly<Record<string, string>> = {
  'xlink:actuate': 'xlinkActuate',
  'xlink:arcrole': 'xlinkArcrole',
  'xlink:href': 'xlinkHref',
  'xlink:role': 'xlinkRole',
  'xlink:show': 'xlinkShow',
  'xlink:title': 'xlinkTitle',
  'xlink:type': 'xlinkType',
  'xml:base': 'xmlBase',
  'xml:lang': 'xmlLang',
  'xml:space': 'xmlSpace',
  'xmlns:xlink': 'xmlnsXlink',
};

const camel = (name: string) => name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());

export type PropName =
  | { kind: 'prop'; name: string; boolean: boolean }
  | { kind: 'event'; name: string }
  | { kind: 'invalid' };

/** The React prop for an attribute of an HTML or SVG element. */
export function propNameOf(name: string, inSvg: boolean): PropName {
  if (/^on[a-z]+$/i.test(name)) {
    return { kind: 'event', name: `on${name[2]!.toUpperCase()}${name.slice(3).toLowerCase()}` };
  }
  if (name.startsWith('data-') || name.startsWith('aria-')) {
    return { kind: 'prop', name, boolean: false };
  }
  if (!/^[A-Za-z_][\w:.-]*$/.test(name)) return { kind: 'invalid' };
  if (inSvg) {
    const namespaced = SVG_NAMESPACED[name];
    if (namespaced) return { kind: 'prop', name: namespaced, boolean: false };
    if (name === 'class') return { kind: 'prop', name: 'className', boolean: false };
    if (name.includes(':')) return { kind: 'invalid' };
    return { kind: 'prop', name: camel(name), boolean: false };
  }
  const lower = name.toLowerCase();
  const mapped = HTML_PROP_NAMES[lower];
  if (mapped) return { kind: 'prop', name: mapped, boolean: BOOLEAN_ATTRIBUTES.has(lower) };
  if (lower.includes(':')) return { kind: 'invalid' };
  return { kind: 'prop', name: lower, boolean: BOOLEAN_ATTRIBUTES.has(lower) };
}

/** Elements that never have children; JSX must close them itself. */
export const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
