import { useLoad } from '../../../session/use-load.ts';
import { listSchemaSets } from '../common/schema-set-store.ts';

/** The sets this browser kept before sets moved to projects; reload after moving one. */
export function useBrowserSchemaSets() {
  const { value: sets, reload } = useLoad(listSchemaSets, {
    initial: [],
    fallback: [],
    what: 'Schema sets of this browser',
  });
  return { sets, reload };
}
