import { useState } from 'react';
import type { S1000dRights } from '../../../access/s1000d-project-access.ts';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { InformationSet } from '../../../s1000d/infosets/information-sets.ts';
import { pmSkeleton } from '../../../s1000d/infosets/pm-skeleton.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { GeneratedObjectSection } from '../common/generated-object-section.tsx';

type Props = {
  project: S1000dProject;
  rights: S1000dRights | null;
  rows: readonly ObjectListing[];
  sets: readonly InformationSet[];
};

const today = () => new Date().toISOString().slice(0, 10);

/** The publication module skeleton of the chosen sets: shown, downloaded, or added to the project. */
export function PmSkeletonPanel({ project, rights, rows, sets }: Props) {
  const [title, setTitle] = useState(`${project.name} publication`);
  const checked = validateProjectSettings(project.settings);
  const skeleton = checked.ok
    ? pmSkeleton(sets, { settings: checked.value, title, date: today() })
    : ({ ok: false, problems: checked.problems } as const);
  return (
    <Panel id="pm-skeleton" title="Publication module skeleton" className="flex flex-col gap-3">
      <TextField
        label="Publication title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <GeneratedObjectSection
        projectId={project.id}
        rows={rows}
        made={skeleton}
        preview={(pm) => (
          <>
            <p className="text-sm text-slate-700">
              {pm.fileName}: one entry a set and a section, {pm.dataModules} planned data modules at
              SNS 00-00-00 to place later.
            </p>
            <label htmlFor="pm-xml" className="sr-only">
              Publication module XML
            </label>
            <textarea
              id="pm-xml"
              readOnly
              className="field h-64 bg-slate-50 font-mono text-xs"
              value={pm.xml}
            />
          </>
        )}
        downloadLabel="Download the skeleton"
        canAdd={!!rights?.writeObjects}
        addLabel="Add it to the project"
        problemsIntro="The skeleton cannot be written yet:"
        failureText="The publication module could not be stored. Nothing was saved."
      />
    </Panel>
  );
}
