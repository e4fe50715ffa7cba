import type { BlockOf, TableRow } from '../../../../s1000d/reader/model.ts';
import { GraphicView } from './graphic-view.tsx';
import { HiddenNote } from './hidden-note.tsx';
import { InlineView } from './inline-view.tsx';
import { domId, useReader } from './reader-context.ts';
import { useIsHighlighted } from './use-reader-stage.ts';

const ALIGN: Record<string, string> = {
  left: 'text-left',
  center: 'text-center',
  right: 'text-right',
  justify: 'text-justify',
};
const VALIGN: Record<string, string> = {
  top: 'align-top',
  middle: 'align-middle',
  bottom: 'align-bottom',
};

/** A CALS table: spans already resolved by the engine; rows that do not apply say why. */
export function TableBlock({ block, depth }: { block: BlockOf<'table'>; depth: number }) {
  return (
    <div className="my-4 overflow-x-auto">
      <table className="cals w-full border-collapse border border-slate-400 text-sm">
        {(block.number || block.title.length > 0) && (
          <caption className="caption-bottom pt-2 text-center font-semibold">
            {block.number && <span className="mr-2">Table {block.number}</span>}
            <InlineView runs={block.title} />
          </caption>
        )}
        {block.groups.map((group, g) => {
          const cols = group.widths.some(Boolean) ? group.widths : undefined;
          return [
            cols && (
              <colgroup key={`c${g}`}>
                {cols.map((w, i) => (
                  <col
                    key={i}
                    style={
                      w && /^[\d.]+\*$/.test(w)
                        ? { width: `${(Number(w.slice(0, -1)) / total(cols)) * 100}%` }
                        : undefined
                    }
                  />
                ))}
              </colgroup>
            ),
            group.head.length > 0 && (
              <thead key={`h${g}`} className="bg-slate-100">
                {group.head.map((row, i) => (
                  <Row key={i} row={row} cols={group.cols} header depth={depth} />
                ))}
              </thead>
            ),
            <tbody key={`b${g}`}>
              {group.body.map((row, i) => (
                <Row key={i} row={row} cols={group.cols} depth={depth} />
              ))}
            </tbody>,
            group.foot.length > 0 && (
              <tfoot key={`f${g}`}>
                {group.foot.map((row, i) => (
                  <Row key={i} row={row} cols={group.cols} depth={depth} />
                ))}
              </tfoot>
            ),
          ];
        })}
      </table>
      {block.graphics.map((g) => (
        <GraphicView key={g.icn} graphic={g} title="" />
      ))}
    </div>
  );
}

function total(widths: readonly (string | undefined)[]) {
  return (
    widths.reduce((sum, w) => sum + (w && /^[\d.]+\*$/.test(w) ? Number(w.slice(0, -1)) : 1), 0) ||
    1
  );
}

function Row({
  row,
  cols,
  header = false,
  depth,
}: {
  row: TableRow;
  cols: number;
  header?: boolean;
  depth: number;
}) {
  const reader = useReader();
  const { renderBlocks } = reader;
  const highlighted = useIsHighlighted(row.id);
  const reason = row.applic ? reader.visibility.hidden.get(row.applic) : undefined;
  if (reason) {
    return (
      <tr className="print:hidden">
        <td colSpan={cols} className="border border-slate-300 p-0">
          <HiddenNote reason={reason} what="A row" />
        </td>
      </tr>
    );
  }
  const Cell = header ? 'th' : 'td';
  const marked = reader.showChanges && row.change;
  return (
    <tr
      id={row.id ? domId(row.id) : undefined}
      className={`${marked ? 'change-mark-row' : ''} ${highlighted ? 'reader-highlight' : ''}`}
    >
      {row.cells.map((cell, i) => (
        <Cell
          key={i}
          colSpan={cell.colSpan > 1 ? cell.colSpan : undefined}
          rowSpan={cell.rowSpan > 1 ? cell.rowSpan : undefined}
          scope={header ? 'col' : undefined}
          className={`border border-slate-300 px-2 py-1 [&_p]:my-0 ${header ? 'text-left font-semibold' : ''} ${ALIGN[cell.align ?? ''] ?? ''} ${VALIGN[cell.valign ?? 'top'] ?? ''}`}
        >
          {renderBlocks(cell.c, depth)}
        </Cell>
      ))}
    </tr>
  );
}
