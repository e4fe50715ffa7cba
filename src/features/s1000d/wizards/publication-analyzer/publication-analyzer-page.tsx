import { useState } from 'react';
import {
  publicationReportCsv,
  type PublicationReport,
} from '../../../../s1000d/publication/analyze-publication.ts';
import { s1000dFileName } from '../../../../s1000d/csdb/file-names.ts';
import { parseLanguage } from '../../../../s1000d/csdb/object-key.ts';
import { useSession } from '../../../../session/session-context.ts';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { ProjectSelect } from '../../common/project-select.tsx';
import { readObjectBytes } from '../../common/read-object-bytes.ts';
import { analyzeInWorker } from './analyze-in-worker.ts';
import { AnalyzerReport } from './analyzer-report.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { useChosenProject } from '../../common/use-chosen-project.ts';
import { FileField } from '../../../../ui/file-field.tsx';
import { ActionButton } from '../../../../ui/action-button.tsx';
import { CsvJsonDownloads } from '../../common/csv-json-downloads.tsx';

/**
 * /tools/wizards/s1000d/publication-analyzer: one publication module of a project, or a PM
 * file dropped in, analysed against the project (s1kd-refs, s1kd-flatten -u, s1kd-ls in one
 * report), exported as CSV or JSON.
 */
export default function PublicationAnalyzerPage() {
  const { backend } = useSession();
  const { projectId, project, listing, selectProps } = useChosenProject();
  const pms = listing?.filter((r) => r.t === 'pm') ?? [];
  const [pmKey, setPmKey] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<PublicationReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A stored module's name is the one its code, current issue and language give.
  const storedName = (key: string) => {
    const row = pms.find((p) => p.k === key)!;
    const language = row.l ? parseLanguage(row.l) : undefined;
    return s1000dFileName({
      kind: 'pm',
      code: row.c,
      ...(row.i ? { issueInfo: { issueNumber: row.i, inWork: row.w ?? '00' } } : {}),
      ...(language ? { language } : {}),
    });
  };
  const analyze = useSubmit(async () => {
    if (!backend || !listing) return;
    setReport(null);
    setProblem(null);
    const source = file
      ? { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name }
      : { bytes: await readObjectBytes(backend, projectId, pmKey), name: storedName(pmKey) };
    const answer = await analyzeInWorker(source.bytes, source.name, listing);
    if (answer.ok) setReport(answer.report);
    else setProblem(answer.problem);
  }, 'The publication could not be analysed: it could not be read. Please try again.');

  const base = report ? report.fileName.replace(/\.xml$/i, '') : '';
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Publication Analyzer"
        intro="Counts, depth, information codes and schemas of a publication module; references that do not resolve or point at another issue; duplicates; data modules no publication lists; where each module is used; and the file name against the module's own code."
      />
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <ProjectSelect
          className="max-w-md"
          {...selectProps(() => {
            setPmKey('');
            setReport(null);
          })}
        />
        {project && listing && (
          <>
            <div className="max-w-xl">
              <SelectField
                label="Publication module"
                value={pmKey}
                options={pms.map((p) => p.k)}
                labels={(k) => {
                  const row = pms.find((p) => p.k === k);
                  return row ? `${row.c}: ${row.n}` : k;
                }}
                none={pms.length ? 'Choose a publication module' : 'The project has none'}
                onChange={(k) => {
                  setPmKey(k);
                  setFile(null);
                }}
              />
            </div>
            <FileField
              label="Or a publication module file, checked against the project"
              accept=".xml,.XML"
              className="max-w-xl"
              onFiles={(files) => {
                setFile(files[0] ?? null);
                setPmKey('');
              }}
            />
            <div className="self-start">
              <ActionButton action={analyze} disabled={!pmKey && !file} busyText="Analysing…">
                Analyse
              </ActionButton>
            </div>
          </>
        )}
        {(problem || analyze.error) && <ErrorMessage plain text={problem ?? analyze.error} />}
      </div>
      {report && (
        <>
          <div className="flex gap-2">
            <CsvJsonDownloads
              fileBase={`${base}-report`}
              verb="Export"
              csv={() => publicationReportCsv(report)}
              json={() => JSON.stringify(report, null, 2)}
            />
          </div>
          <AnalyzerReport report={report} projectId={projectId} />
        </>
      )}
    </div>
  );
}
