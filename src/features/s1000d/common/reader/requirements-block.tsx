import type { BlockOf, RequirementSection } from '../../../../s1000d/reader/model.ts';
import { HiddenNote } from './hidden-note.tsx';
import { InlineView } from './inline-view.tsx';
import { domId, useReader } from './reader-context.ts';
import { useHighlight } from './use-reader-stage.ts';

/** Preliminary or close-up requirements: one table per kind, "None" where the module says so. */
export function RequirementsBlock({ block }: { block: BlockOf<'requirements'> }) {
  const heading =
    block.kind === 'preliminary' ? 'Preliminary requirements' : 'Requirements after job completion';
  return (
    <section className="requirements my-4 rounded border border-slate-200 bg-white p-3">
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{heading}</h2>
      {block.sections.map((section, i) => (
        <Section key={i} section={section} />
      ))}
    </section>
  );
}

function Section({ section }: { section: RequirementSection }) {
  const reader = useReader();
  const { renderBlocks } = reader;
  const highlight = useHighlight();
  return (
    <div className="my-2">
      <h3 className="font-semibold text-slate-800">{section.title}</h3>
      {section.none ? (
        <p className="text-sm text-slate-700">None</p>
      ) : section.rows ? (
        <table className="mt-1 w-full border-collapse text-sm">
          {section.head && (
            <thead>
              <tr className="border-b border-slate-300 text-left">
                {section.head.map((h) => (
                  <th key={h} scope="col" className="py-1 pr-3 font-medium text-slate-700">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {section.rows.map((row, i) => {
              const reason = row.applic ? reader.visibility.hidden.get(row.applic) : undefined;
              if (reason) {
                return (
                  <tr key={i} className="print:hidden">
                    <td colSpan={section.head?.length ?? 1}>
                      <HiddenNote reason={reason} what="An item" />
                    </td>
                  </tr>
                );
              }
              return (
                <tr
                  key={i}
                  id={row.id ? domId(row.id) : undefined}
                  className={`border-b border-slate-100 ${row.id && highlight === row.id ? 'reader-highlight' : ''}`}
                >
                  {row.cells.map((cell, j) => (
                    <td key={j} className="py-1 pr-3 align-top">
                      <InlineView runs={cell} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        renderBlocks(section.blocks ?? [], 2)
      )}
    </div>
  );
}
