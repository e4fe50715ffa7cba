import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import {
  addSnsNode,
  moveSnsNode,
  removeSnsNode,
  SNS_LEVEL_NAMES,
  updateSnsNode,
  type SnsPath,
} from '../../../../s1000d/sns/sns-edit.ts';
import type { SnsNode } from '../../../../s1000d/sns/sns-tree.ts';
import { TableHead } from '../../../../ui/table-head.tsx';
import { CellInput } from '../../common/cell-input.tsx';

type Row = { node: SnsNode; path: number[]; sns: string };

/** Every node with its path and its SNS as a code writes it (DA1, DA1-1, DA1-10, DA1-10-00). */
function rowsOf(nodes: readonly SnsNode[], path: number[] = [], prefix = ''): Row[] {
  return nodes.flatMap((node, i) => {
    const level = path.length;
    const sns =
      level === 0 ? node.code : level === 2 ? `${prefix}${node.code}` : `${prefix}-${node.code}`;
    const here = [...path, i];
    return [{ node, path: here, sns }, ...rowsOf(node.children, here, sns)];
  });
}

type Props = { tree: SnsNode[]; onChange: (tree: SnsNode[]) => void };

/** The SNS as editable rows: code and title of each node, children, order and removal. */
export function SnsTreeEditor({ tree, onChange }: Props) {
  const add = (parent: SnsPath) =>
    onChange(addSnsNode(tree, parent, { code: '', title: '', children: [] }));
  return (
    <div className="flex flex-col gap-2">
      <table aria-label="SNS editor" className="w-full text-left text-sm">
        <TableHead
          className="text-slate-600"
          cellClassName="py-1 font-medium"
          gapClassName="pr-2"
          columns={['Level', 'Code', 'Title']}
          actionsLabel="Actions"
        />
        <tbody>
          {rowsOf(tree).map(({ node, path, sns }) => {
            const level = path.length - 1;
            const name = `${SNS_LEVEL_NAMES[level]} ${sns || '(new)'}`;
            return (
              <tr key={path.join('.')} className="border-t border-slate-100">
                <td className="py-1 pr-2 text-slate-600" style={{ paddingLeft: `${level}rem` }}>
                  {SNS_LEVEL_NAMES[level]}
                </td>
                <CellInput
                  label={`Code of ${name}`}
                  inputClassName="w-20 font-mono"
                  value={node.code}
                  maxLength={4}
                  onChange={(code) =>
                    onChange(updateSnsNode(tree, path, { code: code.toUpperCase() }))
                  }
                />
                <CellInput
                  label={`Title of ${name}`}
                  value={node.title}
                  maxLength={200}
                  onChange={(title) => onChange(updateSnsNode(tree, path, { title }))}
                />
                <td className="flex gap-1 py-1">
                  {level < 3 && (
                    <button
                      type="button"
                      className="btn-secondary px-2 py-1"
                      aria-label={`Add a child to ${name}`}
                      onClick={() => add(path)}
                    >
                      <Plus size={14} aria-hidden />
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn-secondary px-2 py-1"
                    aria-label={`Move ${name} up`}
                    onClick={() => onChange(moveSnsNode(tree, path, -1))}
                  >
                    <ArrowUp size={14} aria-hidden />
                  </button>
                  <button
                    type="button"
                    className="btn-secondary px-2 py-1"
                    aria-label={`Move ${name} down`}
                    onClick={() => onChange(moveSnsNode(tree, path, 1))}
                  >
                    <ArrowDown size={14} aria-hidden />
                  </button>
                  <button
                    type="button"
                    className="btn-secondary px-2 py-1"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(removeSnsNode(tree, path))}
                  >
                    <Trash2 size={14} aria-hidden />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div>
        <button type="button" className="btn-secondary" onClick={() => add([])}>
          Add a system
        </button>
      </div>
    </div>
  );
}
