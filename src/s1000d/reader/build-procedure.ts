import { baseOf, type BuildContext } from './build-context';
import { block, blocks, blocksOf, registerBuilders } from './build-blocks';
import { inlineChildren, inlines, tidy } from './build-inline';
import { readLightRef } from './light-refs';
import { find, kid, kids, textOfLight, type LightElement } from './light-xml';
import type { Block, Inline, RequirementRow, RequirementSection } from './model';

const NONE = new Set([
  'noConds',
  'noSupportEquips',
  'noSupplies',
  'noSpares',
  'noSafety',
  'noPersons',
]);

/** Preliminary requirements or the requirements after job completion, as sections. */
export function requirements(el: LightElement, ctx: BuildContext): Block[] {
  const kind = el.name === 'closeRqmts' ? 'closeUp' : 'preliminary';
  const sections = kids(el).flatMap((group) =>
    ctx.within(group, () => requirementSection(group, ctx)),
  );
  return [{ ...baseOf(el, ctx), t: 'requirements', kind, sections }];
}

function requirementSection(el: LightElement, ctx: BuildContext): RequirementSection[] {
  switch (el.name) {
    case 'reqCondGroup':
      return [conditions(el, ctx)];
    case 'reqPersons':
      return [persons(el)];
    case 'reqTechInfoGroup':
      return [
        {
          title: 'Required technical information',
          head: ['Reference', 'Title'],
          rows: kids(el, 'reqTechInfo').map((info) => ({ cells: referenceCells(info, ctx) })),
        },
      ];
    case 'reqSupportEquips':
      return [items(el, 'Support equipment', 'supportEquipDescr', 'supportEquipment', ctx)];
    case 'reqSupplies':
      return [items(el, 'Consumables, materials and expendables', 'supplyDescr', 'supply', ctx)];
    case 'reqSpares':
      return [items(el, 'Spares', 'spareDescr', 'spare', ctx)];
    case 'reqSafety': {
      const none = kids(el).some((c) => NONE.has(c.name));
      const c = blocks(kid(el, 'safetyRqmts'), ctx);
      return [
        none || c.length === 0
          ? { title: 'Safety conditions', none: true }
          : { title: 'Safety conditions', blocks: c },
      ];
    }
    default:
      return [{ title: textOfLight(kid(el, 'title')) || el.name, blocks: block(el, ctx) }];
  }
}

function conditions(el: LightElement, ctx: BuildContext): RequirementSection {
  const rows: RequirementRow[] = [];
  for (const cond of kids(el)) {
    if (NONE.has(cond.name)) continue;
    const text = inlines(kid(cond, 'reqCond'), ctx);
    const ref = kids(cond).find(
      (c) => c.name === 'dmRef' || c.name === 'pmRef' || c.name === 'externalPubRef',
    );
    const refCell: Inline[] = ref ? inlineChildren([ref], ctx) : [];
    const row: RequirementRow = { cells: [text.length ? text : inlines(cond, ctx), refCell] };
    if (cond.attrs.applicRefId) row.applic = cond.attrs.applicRefId;
    rows.push(row);
  }
  return rows.length
    ? {
        title: 'Required conditions',
        head: ['Action/Condition', 'Data module/Technical publication'],
        rows,
      }
    : { title: 'Required conditions', none: true };
}

function persons(el: LightElement): RequirementSection {
  const rows: RequirementRow[] = [];
  for (const person of kids(el).filter((p) => p.name === 'person' || p.name === 'personnel')) {
    const text = (name: string) => textOfLight(kid(person, name));
    const category = kid(person, 'personCategory')?.attrs.personCategoryCode ?? '';
    const skill = kid(person, 'personSkill')?.attrs.skillLevelCode ?? '';
    const time = kid(person, 'estimatedTime');
    const timeText = time ? `${textOfLight(time)} ${time.attrs.unitOfMeasure ?? ''}`.trim() : '';
    const who = person.attrs.man ?? person.attrs.numRequired ?? '';
    const values = [who, category, skill, text('trade'), timeText];
    if (values.some(Boolean))
      rows.push({ cells: values.map((v) => (v ? [{ t: 'text' as const, v }] : [])) });
  }
  const none = kids(el).some((c) => NONE.has(c.name));
  return rows.length && !none
    ? {
        title: 'Required persons',
        head: ['Person', 'Category', 'Skill level', 'Trade/Trade code', 'Estimated time'],
        rows,
      }
    : { title: 'Required persons', none: true };
}

type ItemKind = 'supportEquipment' | 'supply' | 'spare';

/** Support equipment, supplies and spares: name, identification, quantity, remark. */
function items(
  el: LightElement,
  title: string,
  itemName: string,
  kind: ItemKind,
  ctx: BuildContext,
): RequirementSection {
  const found = kids(el).flatMap((group) =>
    group.name === itemName ? [group] : kids(group, itemName),
  );
  if (found.length === 0) return { title, none: true };
  const rows = found.map((item) =>
    ctx.within(item, () => {
      const name =
        textOfLight(kid(item, 'name')) || textOfLight(find(item, ['name'])) || item.attrs.id || '';
      const base = baseOf(item, ctx);
      ctx.target(base.id, kind, name, base.k);
      const ident = kid(item, 'identNumber');
      const identText = ident
        ? [textOfLight(kid(ident, 'manufacturerCode')), textOfLight(find(ident, ['partNumber']))]
            .filter(Boolean)
            .join(' / ')
        : textOfLight(find(item, ['toolRef', 'supplyRqmtRef', 'supplyRef', 'partRef'])) ||
          attributesOf(find(item, ['toolRef', 'supplyRef', 'partRef']));
      const quantity = kid(item, 'reqQuantity');
      const quantityText = quantity
        ? `${textOfLight(quantity)} ${quantity.attrs.unitOfMeasure ?? ''}`.trim()
        : '';
      const row: RequirementRow = {
        cells: [name, identText, quantityText, textOfLight(kid(item, 'remarks'))].map((v) =>
          v ? [{ t: 'text' as const, v }] : [],
        ),
      };
      if (base.id) row.id = base.id;
      if (base.applic) row.applic = base.applic;
      return row;
    }),
  );
  return { title, head: ['Name', 'Identification/Reference', 'Quantity', 'Remark'], rows };
}

function attributesOf(el: LightElement | undefined): string {
  if (!el) return '';
  return Object.entries(el.attrs)
    .filter(([n]) => /(Code|Number|NumberValue|Value)$/.test(n))
    .map(([, v]) => v)
    .join(' / ');
}

function referenceCells(el: LightElement, ctx: BuildContext): Inline[][] {
  const ref = kids(el).find(
    (c) => c.name === 'dmRef' || c.name === 'pmRef' || c.name === 'externalPubRef',
  );
  const parsed = ref && (ref.name === 'externalPubRef' ? undefined : readLightRef(ref));
  return [
    ref ? inlineChildren([ref], ctx) : [],
    parsed?.title ? [{ t: 'text', v: parsed.title }] : [],
  ];
}

/** Steps are numbered 1, 1.1, 1.1.1; warnings and cautions named by reference come first. */
function step(el: LightElement, ctx: BuildContext): Block[] {
  const base = baseOf(el, ctx);
  return [
    ctx.numbered(ctx.steps, (number) => {
      ctx.target(base.id, 'step', `Step ${number}`, base.k);
      const referred = referredAttention(el, ctx);
      const c = blocksOf(
        el.children.filter((n) => typeof n === 'string' || n.name !== 'title'),
        ctx,
      );
      const title = kid(el, 'title');
      const head: Block[] = title ? [{ k: ctx.nextKey(), t: 'title', c: inlines(title, ctx) }] : [];
      return { ...base, t: 'step', number, c: [...referred, ...head, ...c] };
    }),
  ];
}

/** Warnings and cautions a step names in warningRefs/cautionRefs, from the module's repository. */
function referredAttention(el: LightElement, ctx: BuildContext): Block[] {
  const ids = `${el.attrs.warningRefs ?? ''} ${el.attrs.cautionRefs ?? ''}`
    .split(/\s+/)
    .filter(Boolean);
  return ids.flatMap((id) => {
    const found = ctx.attention.get(id);
    return found ? block(found, ctx) : [];
  });
}

function procedure(el: LightElement, ctx: BuildContext): Block[] {
  const out: Block[] = [];
  for (const part of kids(el)) {
    if (part.name === 'mainProcedure') {
      out.push({ ...baseOf(part, ctx), t: 'group', label: 'Procedure', c: blocks(part, ctx) });
    } else out.push(...block(part, ctx));
  }
  return out;
}

function commonInfo(el: LightElement, ctx: BuildContext): Block[] {
  const title = textOfLight(kid(el, 'title')) || 'Common information';
  const c = blocksOf(
    el.children.filter((n) => typeof n === 'string' || n.name !== 'title'),
    ctx,
  );
  return [{ ...baseOf(el, ctx), t: 'group', label: title, c }];
}

registerBuilders({
  preliminaryRqmts: requirements,
  closeRqmts: requirements,
  proceduralStep: step,
  procedure,
  commonInfo,
  reqCond: (el, ctx) => [
    { ...baseOf(el, ctx), t: 'para', c: tidy(inlineChildren(el.children, ctx)) },
  ],
});
