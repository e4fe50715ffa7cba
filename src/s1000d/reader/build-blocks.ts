import { baseOf, humanize, type BuildContext } from './build-context';
import { inlineChildren, inlines, inlineText, tidy } from './build-inline';
import { kid, kids, textOfLight, type LightElement, type LightNode } from './light-xml';
import type { Block, Graphic, Inline } from './model';

/** A builder for one element name; it returns the blocks the element becomes. */
export type BlockBuilder = (el: LightElement, ctx: BuildContext) => Block[];

/** Builders the schema modules add (procedures, fault isolation, parts, crew, process). */
const builders = new Map<string, BlockBuilder>();

export function registerBuilders(entries: Record<string, BlockBuilder>) {
  for (const [name, builder] of Object.entries(entries)) builders.set(name, builder);
}

/** Elements whose content is only ever inline text. */
const PARAGRAPHS = new Set([
  'para',
  'simplePara',
  'notePara',
  'warningAndCautionPara',
  'attentionListItemPara',
  'paraBasic',
  'captionLine',
  'commonInfoDescrPara',
  'action',
]);

/** Block-level elements that may sit inside a para. */
const BLOCKS_IN_PARA = new Set([
  'randomList',
  'sequentialList',
  'definitionList',
  'attentionRandomList',
  'attentionSequentialList',
  'note',
  'footnote',
  'table',
  'figure',
  'caption',
]);

/** Elements kept out of the body: read elsewhere, or never shown. */
const SKIPPED = new Set([
  'referencedApplicGroup',
  'referencedApplicGroupRef',
  'refs',
  'indexFlag',
  'warningsAndCautions',
  'warningsAndCautionsRef',
  'applic',
  'identAndStatusSection',
]);

/** Every child of a container as blocks; loose text becomes a paragraph. */
export function blocks(el: LightElement | undefined, ctx: BuildContext): Block[] {
  if (!el) return [];
  return blocksOf(el.children, ctx);
}

export function blocksOf(nodes: readonly LightNode[], ctx: BuildContext): Block[] {
  const out: Block[] = [];
  let loose: LightNode[] = [];
  const flush = () => {
    const runs = tidy(inlineChildren(loose, ctx));
    if (runs.length) out.push({ k: ctx.nextKey(), t: 'para', c: runs });
    loose = [];
  };
  for (const node of nodes) {
    if (typeof node === 'string' || isInlineElement(node)) {
      loose.push(node);
      continue;
    }
    flush();
    out.push(...block(node, ctx));
  }
  flush();
  return out;
}

/** Elements that are inline when they appear among blocks (references, emphasis …). */
const INLINE_NAMES = new Set([
  'emphasis',
  'subScript',
  'superScript',
  'internalRef',
  'dmRef',
  'pmRef',
  'externalPubRef',
  'acronym',
  'changeInline',
  'footnoteRef',
  'symbol',
  'verbatimText',
  'indexFlag',
]);

function isInlineElement(el: LightElement) {
  return INLINE_NAMES.has(el.name);
}

export function block(el: LightElement, ctx: BuildContext): Block[] {
  if (SKIPPED.has(el.name)) return [];
  const special = builders.get(el.name);
  if (special) return ctx.within(el, () => special(el, ctx));
  return ctx.within(el, () => common(el, ctx));
}

function common(el: LightElement, ctx: BuildContext): Block[] {
  if (PARAGRAPHS.has(el.name)) return paragraph(el, ctx);
  switch (el.name) {
    case 'levelledPara':
      return [section(el, ctx)];
    case 'levelledParaAlts':
    case 'figureAlts':
    case 'proceduralStepAlts':
    case 'multimediaAlts':
      return blocks(el, ctx);
    case 'randomList':
    case 'attentionRandomList':
    case 'sequentialList':
    case 'attentionSequentialList':
      return [list(el, ctx)];
    case 'definitionList':
      return [definitions(el, ctx)];
    case 'note':
    case 'warning':
    case 'caution':
      return [attention(el, ctx)];
    case 'figure':
      return [figure(el, ctx)];
    case 'multimedia':
      return [multimedia(el, ctx)];
    case 'footnote':
      return [footnote(el, ctx)];
    case 'title':
      return [{ ...baseOf(el, ctx), t: 'title', c: inlines(el, ctx) }];
    default:
      return generic(el, ctx);
  }
}

/** A para: its inline runs, split around any list or note it holds. */
function paragraph(el: LightElement, ctx: BuildContext): Block[] {
  const base = baseOf(el, ctx);
  const out: Block[] = [];
  let runs: LightNode[] = [];
  let first = true;
  const flush = () => {
    const c = tidy(inlineChildren(runs, ctx));
    if (c.length || (first && out.length === 0)) {
      out.push(first ? { ...base, t: 'para', c } : { k: ctx.nextKey(), t: 'para', c });
      first = false;
    }
    runs = [];
  };
  for (const node of el.children) {
    if (typeof node !== 'string' && BLOCKS_IN_PARA.has(node.name)) {
      flush();
      out.push(...block(node, ctx));
    } else runs.push(node);
  }
  flush();
  return out.filter((b) => b.t !== 'para' || b.c.length > 0 || b.id);
}

/** Levelled paragraphs are numbered 1, 1.1, 1.1.1 as S1000D page layouts number them. */
function section(el: LightElement, ctx: BuildContext): Block {
  const base = baseOf(el, ctx);
  return ctx.numbered(ctx.sections, (number) => {
    ctx.target(base.id, 'para', `Para ${number}`, base.k);
    const title = inlines(kid(el, 'title'), ctx);
    const c = blocksOf(
      el.children.filter((n) => typeof n === 'string' || n.name !== 'title'),
      ctx,
    );
    return { ...base, t: 'section', number, title, c };
  });
}

function list(el: LightElement, ctx: BuildContext): Block {
  const ordered = el.name === 'sequentialList' || el.name === 'attentionSequentialList';
  const items = kids(el)
    .filter(
      (i) =>
        i.name === 'listItem' ||
        i.name === 'attentionSequentialListItem' ||
        i.name === 'attentionRandomListItem',
    )
    .map((item) => ctx.within(item, () => blocks(item, ctx)));
  const title = kid(el, 'title');
  const built: Block = { ...baseOf(el, ctx), t: 'list', ordered, items };
  return title ? { k: ctx.nextKey(), t: 'group', label: textOfLight(title), c: [built] } : built;
}

function definitions(el: LightElement, ctx: BuildContext): Block {
  const items = kids(el, 'definitionListItem').map((item) => ({
    term: inlines(kid(item, 'listItemTerm'), ctx),
    c: blocks(kid(item, 'listItemDefinition'), ctx),
  }));
  return { ...baseOf(el, ctx), t: 'definitions', items };
}

function attention(el: LightElement, ctx: BuildContext): Block {
  const t = el.name as 'note' | 'warning' | 'caution';
  return { ...baseOf(el, ctx), t, c: blocks(el, ctx).filter((b) => b.t !== 'title') };
}

export function graphicsOf(el: LightElement): Graphic[] {
  return kids(el, 'graphic').map((g) => ({
    icn: g.attrs.infoEntityIdent ?? '',
    hotspots: kids(g, 'hotspot').map((h) => {
      const spot: Graphic['hotspots'][number] = {
        element: h.attrs.applicationStructureIdent ?? '',
      };
      if (h.attrs.id) spot.id = h.attrs.id;
      if (h.attrs.applicationStructureName) spot.name = h.attrs.applicationStructureName;
      const title = h.attrs.hotspotTitle ?? h.attrs.objectDescr;
      if (title) spot.title = title;
      return spot;
    }),
  }));
}

export function figure(el: LightElement, ctx: BuildContext): Block {
  ctx.figures += 1;
  const number = String(ctx.figures);
  const base = baseOf(el, ctx);
  ctx.target(base.id, 'figure', `Fig ${number}`, base.k);
  const graphics = graphicsOf(el);
  kids(el, 'graphic').forEach((g, i) => {
    for (const h of kids(g, 'hotspot')) {
      const name = h.attrs.applicationStructureName ?? h.attrs.hotspotTitle ?? '';
      const sheet = graphics.length > 1 ? `, sheet ${i + 1}` : '';
      ctx.target(h.attrs.id, 'hotspot', `Fig ${number}${sheet}, item ${name}`, base.k);
    }
  });
  return {
    ...base,
    t: 'figure',
    number,
    title: inlines(kid(el, 'title'), ctx),
    graphics,
    legend: blocks(kid(el, 'legend'), ctx),
  };
}

function multimedia(el: LightElement, ctx: BuildContext): Block {
  const base = baseOf(el, ctx);
  ctx.target(base.id, 'multimedia', textOfLight(kid(el, 'title')) || 'Multimedia', base.k);
  const object = kid(el, 'multimediaObject');
  return {
    ...base,
    t: 'multimedia',
    icn: object?.attrs.infoEntityIdent ?? '',
    title: inlines(kid(el, 'title'), ctx),
  };
}

function footnote(el: LightElement, ctx: BuildContext): Block {
  ctx.footnotes += 1;
  const label = el.attrs.footnoteMark ?? String(ctx.footnotes);
  const base = baseOf(el, ctx);
  ctx.target(base.id, 'other', label, base.k);
  return { ...base, t: 'footnote', label, c: blocks(el, ctx) };
}

/**
 * Elements without a renderer of their own, as clean structured text: a container becomes a
 * labelled group, a text element a labelled field, an empty element its attribute values.
 */
export function generic(el: LightElement, ctx: BuildContext): Block[] {
  const base = baseOf(el, ctx);
  const label = humanize(el.name);
  const elements = kids(el);
  const hasText = el.children.some((n) => typeof n === 'string' && n.trim() !== '');
  if (elements.length === 0 || (hasText && elements.every(isInlineElement))) {
    const c: Inline[] = hasText || elements.length ? inlines(el, ctx) : attributeText(el);
    return c.length ? [{ ...base, t: 'field', label, c }] : [];
  }
  ctx.target(base.id, 'other', label, base.k);
  const title = kid(el, 'title');
  const c = blocksOf(
    el.children.filter((n) => typeof n === 'string' || n !== title),
    ctx,
  );
  const attributes = attributeText(el);
  if (attributes.length)
    c.unshift({ k: ctx.nextKey(), t: 'field', label: 'Attributes', c: attributes });
  return [{ ...base, t: 'group', label: title ? textOfLight(title) : label, c }];
}

const HIDDEN_ATTRIBUTES =
  /^(id|applicRefId|changeMark|changeType|reasonForUpdateRefIds|xmlns.*|xlink:.*|xsi:.*)$/;

function attributeText(el: LightElement): Inline[] {
  const parts = Object.entries(el.attrs)
    .filter(([name]) => !HIDDEN_ATTRIBUTES.test(name))
    .map(([name, value]) => `${humanize(name).toLowerCase()}: ${value}`);
  return parts.length ? [{ t: 'text', v: parts.join(', ') }] : [];
}

export { inlineText };
