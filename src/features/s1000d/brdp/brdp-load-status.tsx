import { Loading } from '../../../ui/loading.tsx';
import type { useBrdpData } from './use-brdp-data.ts';

/** While a chosen project's BRDP index and decisions load: a loading line, or why they did not. */
export function BrdpLoadStatus({
  projectId,
  data: { index, decisions, failed },
}: {
  projectId: string;
  data: ReturnType<typeof useBrdpData>;
}) {
  if (failed) {
    return (
      <p role="alert" className="text-red-700">
        The project's BRDPs could not be loaded. Please try again.
      </p>
    );
  }
  if (projectId && (index === undefined || decisions === undefined)) {
    return <Loading text="Loading content..." />;
  }
  return null;
}
