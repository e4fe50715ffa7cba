import { useState } from 'react';
import {
  checkActModel,
  problemsAdded,
  type AttributeDef,
} from '../../../s1000d/applic/act-cct-model.ts';
import { IdRowsTable } from './id-rows-table.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { CellInput } from '../common/cell-input.tsx';
import { TableSaveFooter } from './table-save-footer.tsx';
import { useTableSave, type TableEditorProps } from './use-table-save.ts';

type Props = TableEditorProps & { attributes: AttributeDef[] };

/** The attribute's other XML attributes with valuePattern set, or gone when emptied. */
function withPattern(a: AttributeDef, pattern: string) {
  const others = { ...a.xmlAttributes };
  delete others.valuePattern;
  return pattern ? { ...others, valuePattern: pattern } : others;
}

/** The ACT's product attributes: values (a|b, low~high), the primary identifier; add, remove. */
export function ActEditor(props: Props) {
  const { row, author } = props;
  const [attributes, setAttributes] = useState(props.attributes);
  const saving = useTableSave(
    props,
    'ACT',
    () => checkActModel(attributes),
    () => ({ attributes }),
  );
  return (
    <Panel
      id="act-title"
      title={<>Product attributes (ACT {row.c})</>}
      className="flex flex-col gap-3"
    >
      <IdRowsTable
        caption="Product attributes"
        captionHidden
        columns={['Name', 'Description', 'Allowed values', 'Value pattern', 'Primary identifier']}
        rows={attributes}
        onChange={setAttributes}
        cells={(a, change, i) => (
          <>
            <CellInput
              label={`Name of ${a.id}`}
              value={a.name}
              onChange={(v) => change({ name: v })}
            />
            <CellInput
              label={`Description of ${a.id}`}
              value={a.descr}
              onChange={(v) => change({ descr: v })}
            />
            <CellInput
              label={`Allowed values of ${a.id}`}
              value={a.values}
              placeholder="any value"
              onChange={(v) => change({ values: v.trim() })}
            />
            <CellInput
              label={`Value pattern of ${a.id}`}
              value={a.xmlAttributes?.valuePattern ?? ''}
              placeholder="none"
              onChange={(v) => change({ xmlAttributes: withPattern(a, v) })}
            />
            <td className="py-1 pr-2">
              <input
                type="radio"
                name="primary"
                aria-label={`${a.id} is the primary identifier`}
                checked={a.primary}
                onChange={() =>
                  setAttributes(attributes.map((b, j) => ({ ...b, primary: j === i })))
                }
              />
            </td>
          </>
        )}
        removeLabel={(a) => `Remove ${a.id}`}
        add={{
          formLabel: 'Add a product attribute',
          noun: 'attribute',
          submitLabel: 'Add the attribute',
        }}
        newRow={(added) => ({ ...added, displayName: '', descr: '', primary: false })}
        addProblems={(next) => problemsAdded(checkActModel(attributes), checkActModel(next))}
      />
      <TableSaveFooter
        saving={saving}
        note={
          !author && (
            <p className="text-sm text-slate-700">
              Only the project&apos;s authors can change the ACT.
            </p>
          )
        }
      />
    </Panel>
  );
}
