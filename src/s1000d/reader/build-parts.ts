import { baseOf, type BuildContext } from './build-context';
import { block, registerBuilders } from './build-blocks';
import { find, kid, kids, textOfLight, type LightElement } from './light-xml';
import type { Block, PartRow } from './model';

/**
 * Illustrated parts data: the figures, and one row per item sequence number (figure, item,
 * indenture, part number, manufacturer, description, quantity), shown beside the figure.
 */
function illustratedPartsCatalog(el: LightElement, ctx: BuildContext): Block[] {
  const base = baseOf(el, ctx);
  const figures: Block[] = [];
  const rows: PartRow[] = [];
  const other: Block[] = [];
  for (const child of kids(el)) {
    if (child.name === 'figure' || child.name === 'figureAlts') figures.push(...block(child, ctx));
    else if (child.name === 'catalogSeqNumber')
      rows.push(...ctx.within(child, () => partRows(child, ctx)));
    else if (child.name !== 'initialProvisioningProject') other.push(...block(child, ctx));
  }
  return [...other, { ...base, t: 'parts', figures, rows }];
}

function partRows(csn: LightElement, ctx: BuildContext): PartRow[] {
  const figure = `${csn.attrs.figureNumber ?? ''}${csn.attrs.figureNumberVariant ?? ''}`;
  const item = `${csn.attrs.item ?? csn.attrs.catalogItemNumber ?? ''}${csn.attrs.itemVariant ?? ''}`;
  const indenture = Number(csn.attrs.indenture) || 1;
  const k = ctx.nextKey();
  ctx.target(csn.attrs.id, 'part', `Item ${item}`, k);
  const sequences = kids(csn, 'itemSeqNumber');
  return (sequences.length ? sequences : [csn]).map((seq) => {
    const partRef = find(seq, ['partRef']);
    const quantity = kid(seq, 'quantityPerNextHigherAssy');
    const row: PartRow = {
      figure,
      item,
      indenture,
      variant: seq.attrs.itemSeqNumberValue ?? '',
      partNumber: partRef?.attrs.partNumberValue ?? textOfLight(find(seq, ['partNumber'])),
      manufacturer:
        partRef?.attrs.manufacturerCodeValue ?? textOfLight(find(seq, ['manufacturerCode'])),
      description: textOfLight(find(seq, ['descrForPart'])),
      quantity: textOfLight(quantity),
      extra: extraOf(seq),
    };
    const unit = textOfLight(find(seq, ['unitOfIssue']));
    if (unit) row.unit = unit;
    const id = csn.attrs.id ?? seq.attrs.id;
    if (id) row.id = id;
    const applic = seq.attrs.applicRefId ?? csn.attrs.applicRefId;
    if (applic) row.applic = applic;
    return row;
  });
}

/** Facts a reader asks for beside the main columns, when the data holds them. */
function extraOf(seq: LightElement): [string, string][] {
  const extra: [string, string][] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) extra.push([label, value]);
  };
  add('Service', textOfLight(find(seq, ['service'])));
  add('SMR code', textOfLight(find(seq, ['sourceMaintRecoverability'])));
  add('Usable on', find(seq, ['modelVersion'])?.attrs.modelVersionValue);
  add('Location', textOfLight(find(seq, ['descrForLocation'])));
  add('Remarks', textOfLight(find(seq, ['remarks'])));
  return extra;
}

registerBuilders({ illustratedPartsCatalog });
