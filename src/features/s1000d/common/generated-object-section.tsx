import type { ReactNode } from 'react';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { FailureText } from '../../../ui/use-submit.ts';
import { GeneratedObjectActions } from './generated-object-actions.tsx';
import { ProblemsAlert } from './problems-alert.tsx';
import { StoreOutcome } from './store-outcome.tsx';
import { useStoreGenerated } from './use-store-generated.ts';

type Made =
  { ok: true; fileName: string; xml: string } | { ok: false; problems: readonly string[] };

type Props<T extends Made> = {
  projectId: string;
  /** The project's listing, which the stored object joins. */
  rows: readonly ObjectListing[];
  /** The object, or why it cannot be made yet. */
  made: T;
  /** What the object is, shown above its actions. */
  preview: (made: Extract<T, { ok: true }>) => ReactNode;
  downloadLabel: string;
  canAdd: boolean;
  addLabel: string;
  /** The line above the problems when the object cannot be made yet. */
  problemsIntro: string;
  failureText: FailureText;
  /** More of the panel, between the actions and what came of adding the object. */
  children?: ReactNode;
};

/**
 * An object a tool generates from the project: what it is, Download and Add (stored as an
 * upload of that file would be), or why it cannot be made yet; then what came of adding it.
 */
export function GeneratedObjectSection<T extends Made>(props: Props<T>) {
  const { made, rows } = props;
  const store = useStoreGenerated(props.projectId, props.failureText);
  return (
    <>
      {made.ok ? (
        <>
          {props.preview(made as Extract<T, { ok: true }>)}
          <GeneratedObjectActions
            fileName={made.fileName}
            xml={made.xml}
            downloadLabel={props.downloadLabel}
            canAdd={props.canAdd}
            addLabel={props.addLabel}
            adding={store.busy}
            onAdd={() => void store.store(rows, () => made)}
          />
        </>
      ) : (
        <ProblemsAlert intro={props.problemsIntro} problems={made.problems} />
      )}
      {props.children}
      <StoreOutcome error={store.error} result={store.result} />
    </>
  );
}
