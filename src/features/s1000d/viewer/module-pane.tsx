import type { ApplicProperty } from '../../../s1000d/applic/applic-tables.ts';
import type { ModuleView } from '../../../s1000d/reader/model.ts';
import type { Visibility } from '../../../s1000d/reader/visibility.ts';
import { Loading } from '../../../ui/loading.tsx';
import { ModuleReader } from '../common/reader/module-reader.tsx';
import type { IcnDisplay, RefLink } from '../common/reader/reader-context.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';

type Props = {
  module: { value: ModuleView | null; error: string | null; loading: boolean };
  visibility: Visibility;
  properties: readonly ApplicProperty[];
  showChanges: boolean;
  search: string;
  refLink: (kind: 'dm' | 'pm', ref: string) => RefLink;
  loadIcn: (icn: string) => Promise<IcnDisplay>;
  target: string | null;
  block: number | null;
};

/** The reading pane: the module, or why it cannot be shown. */
export function ModulePane({ module, ...reader }: Props) {
  if (module.error) {
    return <ErrorMessage plain text={module.error} />;
  }
  if (!module.value) return <Loading text="Loading content..." />;
  return <ModuleReader view={module.value} {...reader} />;
}
