import { useState } from 'react';
import { ErrorList } from '../../../ui/error-message.tsx';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { FRONT_MATTER_TYPES, type FrontMatterType } from '../../../s1000d/publication/fmgen.ts';
import type { EditablePm } from '../../../s1000d/publication/pm-nodes.ts';
import { useSession } from '../../../session/session-context.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { downloadFile } from '../../../lib/browser-file.ts';
import { readObjectBytes } from '../common/read-object-bytes.ts';
import { storeGeneratedObject } from '../common/store-generated-object.ts';
import { useS1000dActor } from '../common/use-s1000d-actor.ts';
import { frontMatterInWorker } from './pm-editor-jobs.ts';
import { Panel } from '../../../ui/panel.tsx';
import { ActionButton } from '../../../ui/action-button.tsx';
import { DoneMessage } from '../../../ui/done-message.tsx';

type Props = {
  project: S1000dProject;
  pm: EditablePm;
  rows: readonly ObjectListing[];
  canWrite: boolean;
};

const TYPES = Object.keys(FRONT_MATTER_TYPES) as FrontMatterType[];
const today = () => new Date().toISOString().slice(0, 10);

/** s1kd-fmgen: a front matter data module from the tree as it stands, downloaded or stored. */
export function FrontMatterPanel({ project, pm, rows, canWrite }: Props) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [type, setType] = useState<FrontMatterType>('TOC');
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const run = useSubmit(async (store: boolean) => {
    setNotice(null);
    const settings = validateProjectSettings(project.settings);
    if (!settings.ok) return setProblems(settings.problems);
    const made = await frontMatterInWorker(
      { type, pm, rows: [...rows], settings: settings.value, date: today() },
      (keys) =>
        Promise.all(
          keys.map(async (key) => ({
            key,
            bytes: backend ? await readObjectBytes(backend, project.id, key) : new Uint8Array(),
          })),
        ),
    );
    if (!made.ok) return setProblems(made.problems);
    setProblems([]);
    if (!store) return downloadFile(made.fileName, made.xml, 'application/xml');
    if (!backend || !actor) return;
    const stored = await storeGeneratedObject(backend, project.id, rows, made, actor.actor);
    if (!stored.stored) return setProblems([stored.message]);
    setNotice(`${made.code}: ${stored.message}`);
  }, 'The front matter could not be made. Nothing was saved.');
  return (
    <Panel id="pm-fm" title="Front matter" compact className="flex flex-col gap-2">
      <SelectField
        label="Front matter type"
        value={type}
        options={TYPES}
        labels={(t) =>
          `${FRONT_MATTER_TYPES[t].name} (${t}, info code ${FRONT_MATTER_TYPES[t].infoCode})`
        }
        onChange={setType}
      />
      <div className="flex flex-wrap gap-2">
        <ActionButton action={run} args={[false]} secondary>
          Download
        </ActionButton>
        {canWrite && (
          <ActionButton action={run} args={[true]} secondary>
            Add to the project
          </ActionButton>
        )}
      </div>
      <DoneMessage text={notice} />
      <ErrorList errors={[...problems, run.error]} />
    </Panel>
  );
}
