import type { HtmlSection } from '../../../../s1000d/import/html-sections.ts';
import type { ImportResult, SectionChoice } from '../../../../s1000d/import/html-to-modules.ts';
import { TableHead } from '../../../../ui/table-head.tsx';

type Props = {
  sections: readonly HtmlSection[];
  choices: readonly SectionChoice[];
  preview: ImportResult | null;
  onChoose: (section: number, change: SectionChoice) => void;
};

const cell = 'py-2 pr-3 align-top';

type CodeProps = { label: string; value: string; size: number; onChange: (v: string) => void };

/** A short code field of the table; an empty disassembly code means "number it for me". */
function CodeInput({ label, value, size, onChange }: CodeProps) {
  return (
    <input
      className="field w-20 font-mono"
      aria-label={label}
      placeholder="auto"
      value={value}
      maxLength={size}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The split: one row a section, with the data module it becomes and the author's fields. */
export function SectionTable({ sections, choices, preview, onChoose }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <TableHead
          className="border-b border-slate-200 text-slate-700"
          cellClassName={cell}
          columns={[
            'Import',
            'Title (technical name)',
            'Information code',
            'Disassembly code',
            'Data module code',
            'ICNs',
          ]}
        />
        <tbody>
          {sections.map((section, i) => {
            const choice = choices[i] ?? {};
            const module = preview?.modules.find((m) => m.section === i);
            const n = i + 1;
            return (
              <tr key={i} className="border-b border-slate-100">
                <td className={cell}>
                  <input
                    type="checkbox"
                    aria-label={`Import section ${n}`}
                    checked={!choice.skip}
                    onChange={(e) => onChoose(i, { skip: !e.target.checked })}
                  />
                </td>
                <td className={cell}>
                  <input
                    className="field"
                    aria-label={`Title of section ${n}`}
                    value={choice.title ?? section.title}
                    onChange={(e) => onChoose(i, { title: e.target.value })}
                  />
                </td>
                <td className={cell}>
                  <CodeInput
                    label={`Information code of section ${n}`}
                    value={choice.infoCode ?? '040A'}
                    size={4}
                    onChange={(infoCode) => onChoose(i, { infoCode })}
                  />
                </td>
                <td className={cell}>
                  <CodeInput
                    label={`Disassembly code of section ${n}`}
                    value={choice.disassyCode ?? ''}
                    size={3}
                    onChange={(disassyCode) => onChoose(i, { disassyCode })}
                  />
                </td>
                <td className={`${cell} font-mono text-xs break-all`}>
                  {choice.skip ? 'Left out' : (module?.code ?? '…')}
                </td>
                <td className={`${cell} font-mono text-xs`}>
                  {section.images.map((image) => (
                    <div key={image.icn}>{image.icn}</div>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
