import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import {
  textTypeOfSchema,
  type SteSettings,
  type TextType,
} from '../../../s1000d/ste/ste-settings.ts';
import { ResultTable } from '../common/result-table.tsx';

type Props = {
  modules: readonly ObjectListing[];
  settings: SteSettings;
  disabled: boolean;
  onChange: (key: string, type: TextType | null) => void;
};

/** Each data module's text type: from its schema, or chosen by hand. */
export function TextTypesTable({ modules, settings, disabled, onChange }: Props) {
  if (modules.length === 0)
    return <p className="text-sm text-slate-600">The project has no data modules yet.</p>;
  return (
    <ResultTable
      caption="Text type per data module"
      columns={['Data module', 'Schema', 'Text type']}
      frameClassName="max-h-96 overflow-auto"
      stickyHead
    >
      {modules.map((row) => {
        const fromSchema = textTypeOfSchema(row.s);
        return (
          <tr key={row.k}>
            <td className="px-3 py-2">
              <span className="block font-mono text-xs break-all">{row.c}</span>
              {row.n}
            </td>
            <td className="px-3 py-2">{row.s ?? ''}</td>
            <td className="px-3 py-2">
              <select
                className="field"
                aria-label={`Text type of ${row.c}`}
                value={settings.textTypes[row.k] ?? ''}
                disabled={disabled}
                onChange={(e) => onChange(row.k, (e.target.value || null) as TextType | null)}
              >
                <option value="">From schema: {fromSchema}</option>
                <option value="procedural">Procedural (20 words)</option>
                <option value="descriptive">Descriptive (25 words)</option>
              </select>
            </td>
          </tr>
        );
      })}
    </ResultTable>
  );
}
