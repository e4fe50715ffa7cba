import type { ApplicProperty } from '../applic/applic-tables';
import { propertyLabel, statementText } from './applic-expr';
import { inlineText } from './build-inline';
import type { Block, Inline, ModuleView, TableRow } from './model';
import { danglingRefs, EVERYTHING, isHidden, type Visibility } from './visibility';

export type TextOptions = {
  visibility?: Visibility;
  properties?: readonly ApplicProperty[];
  /** Show change marks ("|" in the margin, reasons for update). */
  changeMarks?: boolean;
};

/**
 * The module as plain text, the way the page lays it out: header, references, numbered
 * paragraphs and steps, requirement tables, warnings, figures, parts rows and decision
 * steps. Hidden content is left out and named, as the page's "why hidden" view does.
 */
export function renderModuleText(view: ModuleView, options: TextOptions = {}): string {
  const visibility = options.visibility ?? EVERYTHING;
  const out: string[] = [];
  const ref = (target: string) => view.targets[target]?.label ?? target;
  const text = (runs: readonly Inline[]): string =>
    runs
      .map((r) => {
        switch (r.t) {
          case 'internalRef':
            return r.c.length ? text(r.c) : ref(r.target);
          case 'footnoteRef':
            return `[${ref(r.target)}]`;
          case 'change':
            return options.changeMarks ? `{${text(r.c)}}` : text(r.c);
          case 'dmRef':
          case 'pmRef':
            return r.title ? `${r.label} (${r.title})` : r.label;
          case 'acronym':
            return r.definition ? `${r.term} (${r.definition})` : r.term;
          case 'symbol':
            return `[${r.icn}]`;
          case 'emphasis':
          case 'sub':
          case 'sup':
            return text(r.c);
          default:
            return inlineText([r]);
        }
      })
      .join('');
  const line = (depth: number, value: string) =>
    out.push(`${'  '.repeat(depth)}${value}`.trimEnd());
  const hiddenNote = (depth: number, applic: string) => {
    const reason = visibility.hidden.get(applic);
    if (!reason) return;
    const failed = reason.failed
      .map(
        (f) =>
          `${propertyLabel(f.ident, f.type, options.properties)} is ${f.actual || 'not set'}, needs ${f.required}`,
      )
      .join('; ');
    line(
      depth,
      `[hidden: ${statementText(reason.statement, options.properties)}${failed ? ` (${failed})` : ''}]`,
    );
  };
  const rowText = (row: TableRow) => row.cells.map((c) => blocksText(c.c)).join(' | ');
  const blocksText = (list: readonly Block[]): string =>
    list
      .filter((b) => !isHidden(b.applic, visibility))
      .map((b) => ('c' in b && Array.isArray(b.c) && b.t === 'para' ? text(b.c) : ''))
      .filter(Boolean)
      .join(' ');

  const render = (list: readonly Block[], depth: number) => {
    for (const b of list) {
      if (b.applic && isHidden(b.applic, visibility)) {
        hiddenNote(depth, b.applic);
        continue;
      }
      const mark = options.changeMarks && b.change ? '| ' : '';
      switch (b.t) {
        case 'section':
          line(depth, `${mark}${b.number} ${text(b.title)}`);
          render(b.c, depth + 1);
          break;
        case 'para':
        case 'title':
          line(depth, `${mark}${text(b.c)}`);
          break;
        case 'field':
          line(depth, `${mark}${b.label}: ${text(b.c)}`);
          break;
        case 'list':
          b.items.forEach((item, i) => {
            line(depth, `${b.ordered ? `${i + 1}.` : '-'} ${blocksText(item.slice(0, 1))}`);
            render(item.slice(1), depth + 1);
          });
          break;
        case 'definitions':
          for (const item of b.items) {
            line(depth, `${text(item.term)}:`);
            render(item.c, depth + 1);
          }
          break;
        case 'note':
        case 'warning':
        case 'caution':
          line(depth, `${mark}${b.t.toUpperCase()}`);
          render(b.c, depth + 1);
          break;
        case 'figure':
          line(depth, `${mark}Fig ${b.number} ${text(b.title)}`);
          for (const g of b.graphics) {
            const spots = g.hotspots.map((h) => h.name ?? h.element).join(', ');
            line(depth + 1, `[${g.icn}]${spots ? ` hotspots: ${spots}` : ''}`);
          }
          render(b.legend, depth + 1);
          break;
        case 'table':
          line(depth, `${mark}${b.number ? `Table ${b.number} ` : 'Table '}${text(b.title)}`);
          for (const g of b.groups) {
            for (const row of g.head) line(depth + 1, rowText(row));
            for (const row of [...g.body, ...g.foot]) {
              if (isHidden(row.applic, visibility)) hiddenNote(depth + 1, row.applic ?? '');
              else
                line(depth + 1, `${options.changeMarks && row.change ? '| ' : ''}${rowText(row)}`);
            }
          }
          break;
        case 'step':
          line(depth, `${mark}Step ${b.number}`);
          render(b.c, depth + 1);
          break;
        case 'requirements':
          line(
            depth,
            b.kind === 'preliminary'
              ? 'Preliminary requirements'
              : 'Requirements after job completion',
          );
          for (const s of b.sections) {
            line(depth + 1, `${s.title}${s.none ? ': None' : ''}`);
            if (s.head) line(depth + 2, s.head.join(' | '));
            for (const row of s.rows ?? []) {
              if (isHidden(row.applic, visibility)) hiddenNote(depth + 2, row.applic ?? '');
              else line(depth + 2, row.cells.map((c) => text(c)).join(' | '));
            }
            render(s.blocks ?? [], depth + 2);
          }
          break;
        case 'isolation':
          for (const step of b.steps) {
            if (isHidden(step.applic, visibility)) {
              hiddenNote(depth, step.applic ?? '');
              continue;
            }
            line(depth, `Step ${step.number}${step.end ? ' (end)' : ''}`);
            render(step.action, depth + 1);
            if (step.question) line(depth + 1, `? ${text(step.question)}`);
            for (const a of step.answers) line(depth + 2, `${a.label} → ${ref(a.next)}`);
          }
          break;
        case 'parts':
          render(b.figures, depth);
          line(depth, 'Fig | Item | Units | Part number | Manufacturer | Description | Quantity');
          for (const row of b.rows) {
            if (isHidden(row.applic, visibility)) {
              hiddenNote(depth, row.applic ?? '');
              continue;
            }
            const indent = '.'.repeat(Math.max(0, row.indenture - 1));
            line(
              depth,
              [
                row.figure,
                row.item,
                row.unit ?? '',
                row.partNumber,
                row.manufacturer,
                `${indent}${row.description}`,
                row.quantity,
              ].join(' | '),
            );
          }
          break;
        case 'challenge':
          line(depth, `${blocksText(b.challenge)} .... ${blocksText(b.response)}`);
          break;
        case 'group':
          line(depth, `${mark}${b.label}`);
          render(b.c, depth + 1);
          break;
        case 'multimedia':
          line(depth, `Multimedia ${text(b.title)} [${b.icn}]`);
          break;
        case 'footnote':
          line(depth, `[${b.label}]`);
          render(b.c, depth + 1);
          break;
      }
    }
  };

  line(
    0,
    `${view.code}${view.issue ? ` issue ${view.issue}` : ''}${view.language ? ` ${view.language}` : ''}`,
  );
  line(0, view.title);
  if (view.securityClassification)
    line(0, `Security classification: ${view.securityClassification}`);
  if (view.applic) line(0, `Applicability: ${statementText(view.applic, options.properties)}`);
  if (!visibility.objectApplies) line(0, 'This data module does not apply to the chosen product.');
  if (options.changeMarks)
    for (const r of view.reasonsForUpdate) line(0, `Reason for update: ${r.text}`);
  if (view.references.length) {
    line(0, 'References');
    for (const r of view.references) line(1, r.title ? `${r.label} ${r.title}` : r.label);
  }
  render(view.body, 0);
  for (const d of danglingRefs(view, visibility))
    line(0, `Dangling reference: ${d.label} (${d.target}) is hidden`);
  return `${out.join('\n')}\n`;
}
