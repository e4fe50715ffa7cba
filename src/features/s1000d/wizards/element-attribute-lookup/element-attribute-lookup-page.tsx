import { useEffect, useId, useState, type FormEvent } from 'react';
import { PROJECT_ISSUES } from '../../../../s1000d/csdb/project-settings.ts';
import type { NameLookup } from '../../../../s1000d/schemas/name-lookup.ts';
import { useSession } from '../../../../session/session-context.ts';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { ProjectSelect } from '../../common/project-select.tsx';
import { readObjectText } from '../../common/read-object-text.ts';
import type { SchemaSet } from '../../../../s1000d/schemas/schema-set.ts';
import { loadSchemaSets } from '../../common/load-schema-sets.ts';
import { useProjectForCodes } from '../../common/use-project-for-codes.ts';
import { runWorkerJob } from '../../common/worker-job.ts';
import { LookupResult } from './lookup-result.tsx';
import type { LookupWorkerApi } from './lookup-worker.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { useChosenProject } from '../../common/use-chosen-project.ts';
import { SelectField } from '../../../../ui/select-field.tsx';
import { SubmitButton } from '../../../../ui/submit-button.tsx';

/** Most objects read to say which use a name: a project's library up to this size. */
const MAX_OBJECTS = 500;

export default function ElementAttributeLookupPage() {
  const nameId = useId();
  const { backend } = useSession();
  const { projectId, loaded, listing, selectProps } = useChosenProject();
  const rules = useProjectForCodes(loaded, listing);
  const [sets, setSets] = useState<SchemaSet[]>([]);
  const [issue, setIssue] = useState('4.1');
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<{ lookup: NameLookup; project?: string } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const loadedId = loaded?.id;
  useEffect(() => {
    if (!backend) return;
    loadSchemaSets(backend, loadedId)
      .then((list) => {
        setSets(list);
        if (list[0]) setIssue(list[0].issue);
      })
      .catch((cause: unknown) => console.error('Schema sets could not be read', cause));
  }, [backend, loadedId]);

  const lookUp = useSubmit(async (name: string) => {
    let objects: Record<string, string> | undefined;
    if (backend && loaded && listing) {
      objects = {};
      for (const row of listing.filter((r) => r.t !== 'icn').slice(0, MAX_OBJECTS))
        objects[row.k] = await readObjectText(backend, loaded.id, row.k);
    }
    // Read again here: the project's sets may have loaded (or changed) since the page opened.
    const set = (backend ? await loadSchemaSets(backend, loaded?.id) : sets).find(
      (s) => s.issue === issue,
    );
    const brex = rules.status === 'ready' ? rules.project.brexText : undefined;
    const found = await runWorkerJob<LookupWorkerApi, NameLookup>(
      () => new Worker(new URL('./lookup-worker.ts', import.meta.url), { type: 'module' }),
      (api) =>
        api.lookUp({
          query: name,
          issue,
          ...(set ? { set } : {}),
          ...(brex ? { projectBrexText: brex } : {}),
          ...(objects ? { objects } : {}),
        }),
    );
    setResult({ lookup: found, ...(loaded ? { project: loaded.name } : {}) });
  }, 'The lookup failed: the schemas or the project could not be read. Please try again.');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = query.trim();
    setRefused(null);
    if (!/^@?[A-Za-z_][\w.:-]{0,80}$/.test(name))
      return setRefused('Type an element name (dmCode) or an attribute name (@infoCode).');
    void lookUp.submit(name);
  };
  const hasSet = sets.some((s) => s.issue === issue);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Element and Attribute Lookup"
        intro="Look up any element or attribute of an S1000D issue: where it may stand, its attributes and allowed values, the BREX rules on it and the objects of a project that use it."
      />
      <form
        onSubmit={onSubmit}
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <div className="flex flex-wrap items-end gap-3">
          <SelectField<string>
            label="S1000D issue"
            value={issue}
            options={PROJECT_ISSUES}
            labels={(i) =>
              `Issue ${i}${sets.some((s) => s.issue === i) ? ' (schemas uploaded)' : ''}`
            }
            onChange={setIssue}
          />
          <div className="min-w-64">
            <ProjectSelect label="S1000D project (optional)" {...selectProps()} />
          </div>
        </div>
        {!hasSet && (
          <p className="text-sm text-amber-800">
            No schema set for Issue {issue} {loaded ? `in ${loaded.name}` : 'here'}: only the BREX
            rules and the project are searched. Upload the set in the Schema Manager to see where a
            name may stand.
          </p>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-64">
            <label htmlFor={nameId} className="label">
              Element or @attribute
            </label>
            <input
              id={nameId}
              className="field mt-1 font-mono"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <SubmitButton
            busy={lookUp.busy}
            busyText="Looking up..."
            disabled={rules.status === 'loading' || (!!projectId && !listing)}
          >
            Look up
          </SubmitButton>
        </div>
        {(refused ?? lookUp.error) && <ErrorMessage plain text={refused ?? lookUp.error} />}
      </form>
      {result && <LookupResult result={result.lookup} project={result.project} />}
    </div>
  );
}
