import { useState } from 'react';
import type { PmEntryNode } from '../../../s1000d/publication/pm-nodes.ts';
import { useSession } from '../../../session/session-context.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { mediaTypeOf } from '../common/object-writes.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { savePmInWorker } from './pm-editor-jobs.ts';
import type { PmSource } from './pm-editor.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';

type Props = {
  projectId: string;
  source: PmSource;
  entries: PmEntryNode[];
  changed: boolean;
  onSaved: (source: PmSource) => void;
};

/** Saves the tree as the publication module's next in-work issue, through the content store. */
export function SavePanel({ projectId, source, entries, changed, onSaved }: Props) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [reason, setReason] = useState('');
  // A refusal belongs to the tree it was about: the next edit clears it.
  const [problem, setProblem] = useState<{ text: string; tree: PmEntryNode[] } | null>(null);
  const save = useSubmit(async () => {
    if (!backend || !actor) return;
    const saved = await savePmInWorker(source.bytes, entries, reason);
    if (!saved.ok) return setProblem({ text: saved.problem, tree: entries });
    setProblem(null);
    const [issueNumber = '', inWork = ''] = saved.issue.split('-');
    await backend.s1000dObjects.commitObjects(
      projectId,
      [
        {
          key: saved.listing.k,
          kind: 'pm',
          issueNumber,
          inWork,
          mediaType: mediaTypeOf(undefined),
          bytes: saved.bytes,
          sha256: saved.listing.h,
          row: saved.listing,
          becomesCurrent: true,
          action: 'upissue',
          detail: reason.trim() || 'Publication module entries edited',
        },
      ],
      actor.actor,
    );
    setReason('');
    onSaved({
      bytes: saved.bytes,
      pm: { ...source.pm, entries, issue: saved.issue, fileName: saved.fileName },
    });
  }, 'The publication module could not be saved. Nothing was changed.');
  return (
    <Panel
      id="pm-save"
      title="Save"
      compact
      className="flex flex-col gap-2"
      onSubmit={() => void save.submit()}
    >
      <TextField
        label="Reason for update (optional)"
        value={reason}
        maxLength={2000}
        onChange={(e) => setReason(e.target.value)}
      />
      <SubmitButton busy={save.busy} busyText="Saving…" disabled={!changed} className="self-start">
        Save as new in-work issue
      </SubmitButton>
      {!changed && <p className="text-sm text-slate-600">No change to save yet.</p>}
      {((problem && problem.tree === entries) || save.error) && (
        <ErrorMessage plain text={problem?.tree === entries ? problem.text : save.error} />
      )}
    </Panel>
  );
}
