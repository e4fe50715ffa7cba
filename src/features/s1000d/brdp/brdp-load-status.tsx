import { Loading } from '../../../ui/loading.tsx';
import type { useBrdpData } from './use-brdp-data.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';

/** While a chosen project's BRDP index and decisions load: a loading line, or why they did not. */
export function BrdpLoadStatus({
  projectId,
  data: { index, decisions, failed },
}: {
  projectId: string;
  data: ReturnType<typeof useBrdpData>;
}) {
  if (failed) {
    return <ErrorMessage plain text="The project's BRDPs could not be loaded. Please try again." />;
  }
  if (projectId && (index === undefined || decisions === undefined)) {
    return <Loading text="Loading content..." />;
  }
  return null;
}
