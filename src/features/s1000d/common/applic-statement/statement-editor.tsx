import type { ApplicProperty } from '../../../../s1000d/applic/applic-tables.ts';
import type { ApplicGroup } from '../../../../s1000d/applic/applic-statement.ts';
import { AssertRow } from './assert-row.tsx';
import { addTo, replaceAt, type NodePath } from './statement-tree.ts';

type Props = {
  root: ApplicGroup;
  group: ApplicGroup;
  path: NodePath;
  properties: readonly ApplicProperty[];
  onChange: (root: ApplicGroup) => void;
};

/** What the author may add to a group: a term (an assert) or a nested group. */
const ADDABLE = [
  { kind: 'assert', noun: 'term' },
  { kind: 'group', noun: 'group' },
] as const;

const nameOf = (path: NodePath) =>
  path.length ? `Group ${path.map((i) => i + 1).join('.')}` : 'Statement';

/** A group of terms joined by AND or OR; groups nest. Terms are asserts or groups. */
export function StatementEditor({ root, group, path, properties, onChange }: Props) {
  const name = nameOf(path);
  return (
    <div
      className={
        path.length
          ? 'flex flex-col gap-3 rounded border-l-4 border-blue-200 pl-3'
          : 'flex flex-col gap-3'
      }
    >
      {group.children.length > 1 && (
        <label className="flex items-center gap-2 text-sm">
          <span className="label">{name}: join the terms with</span>
          <select
            className="field w-auto"
            aria-label={`${name} operator`}
            value={group.andOr}
            onChange={(e) =>
              onChange(
                replaceAt(root, path, { ...group, andOr: e.target.value === 'or' ? 'or' : 'and' }),
              )
            }
          >
            <option value="and">AND (all must hold)</option>
            <option value="or">OR (one must hold)</option>
          </select>
        </label>
      )}
      {group.children.map((child, i) => {
        const at = [...path, i];
        const remove =
          group.children.length > 1 || path.length > 0
            ? () => onChange(replaceAt(root, at, null))
            : undefined;
        return child.kind === 'assert' ? (
          <AssertRow
            key={i}
            assert={child}
            properties={properties}
            label={`${name}, term ${i + 1}`}
            onChange={(node) => onChange(replaceAt(root, at, node))}
            {...(remove ? { onRemove: remove } : {})}
          />
        ) : (
          <StatementEditor
            key={i}
            root={root}
            group={child}
            path={at}
            properties={properties}
            onChange={onChange}
          />
        );
      })}
      <div className="flex gap-2">
        {ADDABLE.map(({ kind, noun }) => (
          <button
            key={kind}
            type="button"
            className="btn-secondary"
            onClick={() => onChange(addTo(root, path, kind))}
          >
            Add a {noun} to {name.toLowerCase()}
          </button>
        ))}
      </div>
    </div>
  );
}
