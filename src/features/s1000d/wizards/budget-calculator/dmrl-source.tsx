import { useState } from 'react';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import { countDmrl, type DmrlCounts } from '../../../../s1000d/planning/dmrl-counts.ts';
import { readDml } from '../../../../s1000d/refs/dml.ts';
import { loadXml } from '../../../../s1000d/xml/load-xml.ts';
import { useSession } from '../../../../session/session-context.ts';
import { ProjectSelect } from '../../common/project-select.tsx';
import { readObjectText } from '../../common/read-object-text.ts';
import { useS1000dProject } from '../../common/use-s1000d-project.ts';
import { useS1000dProjects } from '../../common/use-s1000d-projects.ts';
import { Panel } from '../../../../ui/panel.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { ActionButton } from '../../../../ui/action-button.tsx';
import { DoneMessage } from '../../../../ui/done-message.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { useSubmit } from '../../../../ui/use-submit.ts';

type Props = { onCounts: (counts: DmrlCounts, source: string) => void };

/** The schema of each data module the project already has, by code, so a DMRL entry keeps its real one. */
function knownSchemas(rows: readonly ObjectListing[]) {
  return new Map(
    rows.filter((r) => r.t === 'dm' && r.s).map((r) => [r.c.replace(/^DMC-/, ''), r.s!]),
  );
}

/** Pulls data module and ICN counts from a DMRL stored in one of the user's projects. */
export function DmrlSource({ onCounts }: Props) {
  const { backend } = useSession();
  const { projects } = useS1000dProjects();
  const [projectId, setProjectId] = useState('');
  const [dmlKey, setDmlKey] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { rows: library } = useS1000dProject(projectId || undefined);
  const rows = (library ?? []).filter((r) => !r.deleted).map((r) => r.row);
  const dmls = rows.filter((r) => r.t === 'dml');

  const use = useSubmit(
    async () => {
      setDone(null);
      if (!backend || !dmlKey) return;
      const text = await readObjectText(backend, projectId, dmlKey);
      const counts = countDmrl(readDml(loadXml(text, { fileName: dmlKey })), knownSchemas(rows));
      onCounts(counts, dmlKey);
      setDone(`${counts.dataModules} data modules and ${counts.icns} ICNs taken from ${dmlKey}.`);
    },
    (error) =>
      `The DMRL could not be read: ${error instanceof Error ? error.message : String(error)}`,
  );

  return (
    <Panel id="dmrl-source" title="Counts from a DMRL">
      <p className="mt-1 text-sm text-slate-600">
        A data module requirement list names the modules to make; its counts replace the ones below,
        with each module's schema taken from the project or guessed from its information code.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <ProjectSelect
          projects={projects}
          value={projectId}
          onChange={(id) => {
            setProjectId(id);
            setDmlKey('');
            setDone(null);
            use.setError(null);
          }}
        />
        {projectId && library !== null && (
          <SelectField
            label="DMRL"
            value={dmlKey}
            options={dmls.map((r) => r.k)}
            none={dmls.length ? 'Choose a DMRL' : 'This project has no DML'}
            onChange={setDmlKey}
          />
        )}
      </div>
      <div className="mt-3 flex flex-col items-start gap-2">
        <ActionButton action={use} disabled={!dmlKey} busyText="Reading..." secondary>
          Use its counts
        </ActionButton>
        <ErrorMessage plain text={use.error} />
        <DoneMessage text={done} />
      </div>
    </Panel>
  );
}
