import type { S1000dRights } from '../../../access/s1000d-project-access.ts';
import type { StoredBrdpDecision } from '../../../domain/brdps.ts';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import { downloadFile } from '../../../lib/browser-file.ts';
import type { Brdp, BrdpDecision } from '../../../s1000d/brdp/brdp-model.ts';
import { generateBrDoc } from '../../../s1000d/brdp/brdoc.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { validateProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { BrexLinks } from './brex-links.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { GeneratedObjectSection } from '../common/generated-object-section.tsx';

type Props = {
  project: S1000dProject;
  rights: S1000dRights | null;
  rows: readonly ObjectListing[];
  brdps: readonly Brdp[];
  decisions: ReadonlyMap<string, StoredBrdpDecision>;
};

const plain = (d: StoredBrdpDecision): BrdpDecision => {
  const { updatedAt: _at, updatedBy: _by, ...decision } = d;
  return decision;
};

/** The business rules data module (brDoc, 024) from the decisions: shown, downloaded, stored. */
export function BrDocPanel({ project, rights, rows, brdps, decisions }: Props) {
  const list = [...decisions.values()].map(plain);
  const settings = validateProjectSettings(project.settings);
  const brdoc = settings.ok
    ? generateBrDoc({
        settings: settings.value,
        brdps,
        decisions: list,
        date: new Date().toISOString().slice(0, 10),
        techName: project.name,
      })
    : ({ ok: false, problems: settings.problems } as const);
  return (
    <Panel id="brdoc" title="Business rules data module (brDoc)" className="flex flex-col gap-3">
      <GeneratedObjectSection
        projectId={project.id}
        rows={rows}
        made={brdoc}
        preview={(doc) => (
          <p className="text-sm text-slate-700">
            {doc.fileName}: {doc.decisions} decision{doc.decisions === 1 ? '' : 's'}, by business
            rule category. Pending decision points are left out.
          </p>
        )}
        downloadLabel="Download the brDoc"
        canAdd={!!rights?.writeObjects}
        addLabel="Add the brDoc to the project"
        problemsIntro="The brDoc cannot be written yet:"
        failureText="The business rules data module could not be stored. Nothing was saved."
      >
        <div>
          <button
            type="button"
            className="btn-secondary"
            disabled={list.length === 0}
            onClick={() =>
              downloadFile(
                'brdp-decisions.json',
                `${JSON.stringify(list, null, 2)}\n`,
                'application/json',
              )
            }
          >
            Download the decisions (JSON, for ips-s1000d brdoc)
          </button>
        </div>
      </GeneratedObjectSection>
      <BrexLinks projectId={project.id} rows={rows} decisions={list} />
    </Panel>
  );
}
