import type { Actor } from '../../../data/s1000d-store-types.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { findingsPer100Sentences } from '../../../s1000d/ste/ste-runs.ts';
import type { SteSettings } from '../../../s1000d/ste/ste-settings.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { JobControls } from '../common/job-controls.tsx';
import { SteFindingsTable } from './ste-findings-table.tsx';
import { useSteRun } from './use-ste-run.ts';

type Props = {
  projectId: string;
  modules: readonly ObjectListing[];
  settings: SteSettings;
  codes: ReadonlyMap<string, string>;
  keepAs: Actor | null;
};

/** Runs the check over every data module with the settings shown, and shows its findings. */
export function SteRunSection({ projectId, modules, settings, codes, keepAs }: Props) {
  const { start, cancel, progress, run, error, note } = useSteRun(projectId);
  const s = run?.summary;
  return (
    <div className="flex flex-col gap-3">
      <JobControls
        label={`Run over ${modules.length} data module${modules.length === 1 ? '' : 's'}`}
        busyLabel="Running..."
        busy={progress !== null}
        disabled={modules.length === 0}
        onRun={() => void start(modules, settings, keepAs)}
        progress={
          progress
            ? `${progress.phase === 'reading' ? 'Reading' : 'Checking'} data modules: ${progress.done} of ${progress.total}`
            : ''
        }
        onCancel={cancel}
      />
      <ErrorMessage text={error} />
      {note && (
        <p role="status" className="text-sm text-slate-700">
          {note}
        </p>
      )}
      {run && s && (
        <>
          <p className="text-sm text-slate-800">
            {s.modules} data modules, {s.sentences} sentences, {s.words} words: {s.errors} errors,{' '}
            {s.warnings} warnings, {s.infos} info ({findingsPer100Sentences(s).toFixed(1)} per 100
            sentences).
          </p>
          {run.unreadable.map((u) => (
            <ErrorMessage key={u.name} plain text={`${u.name} could not be read: ${u.message}`} />
          ))}
          <SteFindingsTable projectId={projectId} results={run.results} codes={codes} />
        </>
      )}
    </div>
  );
}
