import { useEffect, useState, type FormEvent } from 'react';
import { readFileBytes } from '../../../../lib/browser-file.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import {
  EMPTY_EVALUATION,
  evaluationCsv,
  evaluationJson,
  readEvaluationJson,
  scoreEvaluation,
  toolNameError,
  type Evaluation,
} from './checklist.ts';
import { ChecklistResults } from './checklist-results.tsx';
import { ChecklistTable } from './checklist-table.tsx';
import { Panel } from '../../../../ui/panel.tsx';
import { FileField } from '../../../../ui/file-field.tsx';
import { CsvJsonDownloads } from '../../common/csv-json-downloads.tsx';

const STORAGE_KEY = 'ips-studio:software-checklist';

function storedEvaluation(): Evaluation {
  const read = readEvaluationJson(localStorage.getItem(STORAGE_KEY) ?? '');
  return read.ok ? read.evaluation : EMPTY_EVALUATION;
}

export default function SoftwareChecklistPage() {
  // Kept in this browser between visits, so a half-scored evaluation is never lost.
  const [evaluation, setEvaluation] = useState(storedEvaluation);
  const [name, setName] = useState('');
  const [confirmReset, setConfirmReset] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [importMessage, setImportMessage] = useState<{ error: boolean; text: string } | null>(null);
  useEffect(() => localStorage.setItem(STORAGE_KEY, evaluationJson(evaluation)), [evaluation]);

  const addTool = (event: FormEvent) => {
    event.preventDefault();
    const problem = toolNameError(name, evaluation.tools);
    setNameError(problem);
    if (problem) return;
    const tool = { id: crypto.randomUUID(), name: name.trim() };
    setEvaluation((e) => ({ ...e, tools: [...e.tools, tool] }));
    setName('');
  };
  const removeTool = (id: string) =>
    setEvaluation((e) => {
      const { [id]: _removed, ...scores } = e.scores;
      return { ...e, tools: e.tools.filter((t) => t.id !== id), scores };
    });
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const read = readEvaluationJson(new TextDecoder().decode(await readFileBytes(file)));
    if (!read.ok) {
      setImportMessage({ error: true, text: `${file.name} was not imported: ${read.error}` });
      return;
    }
    setEvaluation(read.evaluation);
    setImportMessage({ error: false, text: `Imported ${file.name}.` });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Software Checklist"
        intro="Compare S1000D tools (CSDB, editor, publishing, IETP) against weighted criteria and export the result."
      />
      <Panel id="checklist-tools" title="Tools to compare">
        <form onSubmit={addTool} noValidate className="mt-3 flex flex-wrap items-start gap-3">
          <TextField
            className="min-w-64 flex-1"
            label="Tool name"
            value={name}
            error={nameError ?? undefined}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="btn-primary mt-6">
            Add tool
          </button>
        </form>
        {evaluation.tools.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2">
            {evaluation.tools.map((t) => (
              <li
                key={t.id}
                className="flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm"
              >
                {t.name}
                <button
                  type="button"
                  className="text-red-700 underline"
                  onClick={() => removeTool(t.id)}
                >
                  Remove {t.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <ChecklistTable evaluation={evaluation} onChange={setEvaluation} />
      <ChecklistResults results={scoreEvaluation(evaluation)} />
      <section aria-labelledby="checklist-export" className="flex flex-wrap items-end gap-3">
        <h2 id="checklist-export" className="sr-only">
          Export and import
        </h2>
        <CsvJsonDownloads
          fileBase="software-checklist"
          verb="Download"
          csv={() => evaluationCsv(evaluation)}
          json={() => evaluationJson(evaluation)}
        />
        <FileField
          label="Import a saved checklist (JSON)"
          accept="application/json,.json"
          onFiles={(files) => void importFile(files[0])}
        />
        <button type="button" className="btn-secondary" onClick={() => setConfirmReset(true)}>
          Start over
        </button>
        <ConfirmDialog
          title="Start over?"
          message="This clears the tools, weights and scores of this checklist. Download it first if you want to keep it."
          confirmLabel="Clear the checklist"
          open={confirmReset}
          onConfirm={() => setEvaluation(EMPTY_EVALUATION)}
          onClose={() => setConfirmReset(false)}
        />
      </section>
      {importMessage && (
        <p
          role={importMessage.error ? 'alert' : 'status'}
          className={importMessage.error ? 'text-red-700' : 'text-emerald-800'}
        >
          {importMessage.text}
        </p>
      )}
    </div>
  );
}
