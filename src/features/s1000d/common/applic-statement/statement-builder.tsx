import type { ApplicGroup } from '../../../../s1000d/applic/applic-statement.ts';
import type { ApplicProperty } from '../../../../s1000d/applic/applic-tables.ts';
import { StatementEditor } from './statement-editor.tsx';

type Props = {
  root: ApplicGroup;
  properties: readonly ApplicProperty[];
  onChange: (root: ApplicGroup) => void;
  displayText: string;
  /** The accessible name of the display text the statement makes. */
  displayTextLabel: string;
};

/** A whole statement (its AND/OR groups of asserts) and the display text it makes. */
export function StatementBuilder({
  root,
  properties,
  onChange,
  displayText,
  displayTextLabel,
}: Props) {
  return (
    <>
      <StatementEditor
        root={root}
        group={root}
        path={[]}
        properties={properties}
        onChange={onChange}
      />
      <p className="text-sm">
        <span className="label">Display text: </span>
        <output aria-label={displayTextLabel}>
          {displayText || '(choose a property and values)'}
        </output>
      </p>
    </>
  );
}
