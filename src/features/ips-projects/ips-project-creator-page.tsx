import { useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import { useViewer } from '../../session/use-viewer.ts';
import { Loading } from '../../ui/loading.tsx';
import { readDraft, type CreatorState } from './creator-steps.ts';
import { CreatorWizard } from './creator-wizard.tsx';
import { DraftChooser } from './draft-chooser.tsx';
import { IPS_TEXT, useIpsPermissions } from './ips-permissions.ts';
import { EMPTY_IPS_DATA } from './ips-project.ts';
import { useOwned } from './use-owned.ts';
import { Note } from '../../ui/note.tsx';

type Start = { state: CreatorState; step: number; draftId: string | null };
const FRESH: Start = { state: { name: '', data: EMPTY_IPS_DATA }, step: 0, draftId: null };

export default function IpsProjectCreatorPage() {
  const { backend } = useSession();
  const can = useIpsPermissions();
  const viewer = useViewer();
  const drafts = useOwned('ipsProjectDrafts', can.canCreate);
  const pbs = useOwned('pbsProjects', viewer.can('pbs-projects', 'view'));
  const [start, setStart] = useState<Start | null>(null);
  if (!can.canCreate) {
    return <Note>{can.readOnly ? IPS_TEXT.readOnly : IPS_TEXT.noCreate}</Note>;
  }
  if (drafts.list === null || pbs.list === null) return <Loading text="Loading content..." />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">IPS Project Creator</h1>
      {start ? (
        <CreatorWizard
          initial={start.state}
          initialStep={start.step}
          draftId={start.draftId}
          pbsProjects={pbs.list}
        />
      ) : drafts.list.length > 0 ? (
        <DraftChooser
          drafts={drafts.list}
          onResume={(d) =>
            setStart({ ...readDraft(d.name, d.fields, EMPTY_IPS_DATA), draftId: d.id })
          }
          onDiscard={(d) => void backend!.ipsProjectDrafts.remove(d.id).finally(drafts.reload)}
          onStartNew={() => setStart(FRESH)}
        />
      ) : (
        <CreatorWizard
          initial={FRESH.state}
          initialStep={0}
          draftId={null}
          pbsProjects={pbs.list}
        />
      )}
    </div>
  );
}
