import { useMemo } from 'react';
import { validateProjectSettings } from '../../../../s1000d/csdb/project-settings.ts';
import { ErrorList, ErrorMessage } from '../../../../ui/error-message.tsx';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { ProjectSelect } from '../../common/project-select.tsx';
import { ImportOutcomePanel } from './import-outcome.tsx';
import { SectionTable } from './section-table.tsx';
import { useDocumentImport } from './use-document-import.ts';
import { useImportModules } from './use-import-modules.ts';
import { useChosenProject } from '../../common/use-chosen-project.ts';
import { FileField } from '../../../../ui/file-field.tsx';
import { MessageList } from '../../common/message-list.tsx';

/**
 * /tools/wizards/s1000d/data-import: an HTML, Markdown or Word document split on its headings
 * into descriptive data modules (tables as CALS tables, lists as S1000D lists, images as
 * ICNs), previewed with their codes, then stored through the upload path.
 */
export default function DataImportPage() {
  const { projectId, rights, loaded, listing, selectProps } = useChosenProject();
  const checked = useMemo(() => loaded && validateProjectSettings(loaded.settings), [loaded]);
  const settings = checked?.ok ? checked.value : null;
  const doc = useDocumentImport(settings, listing);
  const store = useImportModules(projectId, listing);
  const canImport = !!rights?.writeObjects;
  const reading = doc.reading;
  const preview = doc.preview;
  const ready = reading?.ok && preview && preview.problems.length === 0 && doc.options;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Data Import"
        intro="Turn an HTML, Markdown or Word (.docx) document into data modules: it is split on its headings, tables become CALS tables, lists S1000D lists and images ICNs. S1000D XML goes through Upload."
      />
      <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <ProjectSelect
          className="max-w-md"
          {...selectProps(() => {
            doc.reset();
            store.reset();
          })}
        />
        {checked && !checked.ok && (
          <ErrorMessage
            text={`This project's settings need fixing first: ${checked.problems.join('; ')}.`}
          />
        )}
        {settings && listing && (
          <div className="grid max-w-2xl gap-3 sm:grid-cols-2">
            <FileField
              key={projectId}
              label="Document (HTML, Markdown or Word .docx)"
              accept=".html,.htm,.xhtml,.md,.markdown,.docx"
              onFiles={(files) => {
                store.reset();
                if (files[0]) void doc.read.submit(files[0]);
              }}
            />
            <TextField
              label="Target SNS"
              value={doc.snsText}
              onChange={(e) => doc.setSnsText(e.target.value)}
              error={doc.sns.ok ? undefined : doc.sns.problem}
            />
          </div>
        )}
        {doc.read.busy && (
          <div className="flex items-center gap-3 text-sm text-slate-700">
            Reading the document…
            <button type="button" className="btn-secondary" onClick={doc.cancelRead}>
              Cancel
            </button>
          </div>
        )}
        <ErrorMessage text={reading && !reading.ok ? reading.problem : doc.read.error} />
      </section>
      {reading?.ok && (
        <section
          aria-label="Data modules to import"
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 className="text-lg font-semibold text-slate-900">
            {reading.sections.length} section(s) found
          </h2>
          <SectionTable
            sections={reading.sections}
            choices={doc.choices}
            preview={preview}
            onChoose={doc.choose}
          />
          <ErrorList errors={preview?.problems ?? []} />
          <MessageList label="Notes" items={[...reading.notes, ...(preview?.notes ?? [])]} />
          {canImport ? (
            <button
              type="button"
              className="btn-primary self-start"
              disabled={!ready || store.busy}
              onClick={() => {
                if (!doc.options) return;
                // Once stored, the document is chosen again: the same one is not imported twice.
                void store.submit(reading.sections, doc.options).then((ok) => ok && doc.reset());
              }}
            >
              {store.busy ? 'Importing…' : `Import ${preview?.modules.length ?? 0} data module(s)`}
            </button>
          ) : (
            <p className="text-sm text-slate-700">
              Only the project&apos;s authors, reviewers and managers may import into it.
            </p>
          )}
          <ErrorMessage text={doc.previewError ?? store.error} />
        </section>
      )}
      {store.outcome && <ImportOutcomePanel projectId={projectId} outcome={store.outcome} />}
    </div>
  );
}
