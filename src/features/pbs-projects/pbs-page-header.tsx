import { ReadOnlyNote } from '../../ui/read-only-note.tsx';
import { NO_EDIT_TEXT } from './pbs-notes.ts';
import type { usePbsPermissions } from './pbs-permissions.ts';
import { SaveStatus } from './save-status.tsx';
import type { SaveState } from './use-pbs-project.ts';

type Props = {
  title: string;
  /** A line under the title (the project's product and description). */
  subtitle?: string;
  saveState: SaveState;
  can: ReturnType<typeof usePbsPermissions>;
};

/** A PBS page's title, where its changes stand, and why it cannot be edited when it cannot. */
export function PbsPageHeader({ title, subtitle, saveState, can }: Props) {
  const heading = <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>;
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-2">
        {subtitle === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            <p className="text-slate-700">{subtitle}</p>
          </div>
        )}
        <SaveStatus state={saveState} />
      </header>
      {!can.canEdit && <ReadOnlyNote text={can.readOnly ? undefined : NO_EDIT_TEXT} />}
    </>
  );
}
