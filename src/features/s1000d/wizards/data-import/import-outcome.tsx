import { Link } from 'react-router';
import { objectViewerPath } from '../../../../lib/s1000d-viewer-paths.ts';
import type { ImportOutcome } from './use-import-modules.ts';

/** What the import stored, each module linked to the viewer, and the way to the library. */
export function ImportOutcomePanel({
  projectId,
  outcome,
}: {
  projectId: string;
  outcome: ImportOutcome;
}) {
  return (
    <section
      aria-label="Imported"
      className="flex flex-col gap-2 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900"
    >
      <p role="status">
        {outcome.modules.length} data module(s) and {outcome.icns} ICN(s) imported.
      </p>
      <ul className="list-disc pl-5">
        {outcome.modules.map((m) => (
          <li key={m.key}>
            <Link className="text-blue-700 underline" to={objectViewerPath(projectId, m.key)}>
              {m.code}
            </Link>{' '}
            {m.title}
          </li>
        ))}
      </ul>
      <Link
        className="self-start text-blue-700 underline"
        to={`/tools/s1000d-projects/${projectId}`}
      >
        Open the library
      </Link>
    </section>
  );
}
