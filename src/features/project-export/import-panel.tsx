import { Upload } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import type { ExportableCollection } from './bundle.ts';
import { KIND_LABEL } from './kinds.ts';
import type { ImportOutcome } from './use-project-export.ts';

type Props = { disabled: boolean; onImport: (file: File) => Promise<ImportOutcome> };

function describe(outcome: ImportOutcome): { text: string; failed: boolean } {
  if (!outcome.ok) return { text: outcome.message, failed: true };
  const { counts, renamed } = outcome.summary;
  const what = (Object.entries(counts) as [ExportableCollection, number][])
    .filter(([, n]) => n > 0)
    .map(([c, n]) => `${n} ${n === 1 ? KIND_LABEL[c].one : KIND_LABEL[c].plural}`);
  const parts = [`Imported ${what.join(', ')}.`];
  if (renamed.length)
    parts.push(`Renamed because the name was taken: ${renamed.map((n) => `"${n}"`).join(', ')}.`);
  return { text: parts.join(' '), failed: false };
}

/** Choosing an export file; the whole file is checked before anything is written. */
export function ImportPanel({ disabled, onImport }: Props) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; failed: boolean } | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setResult(null);
    setResult(describe(await onImport(file)));
    setBusy(false);
  };
  return (
    <section aria-labelledby="import-heading" className="flex flex-col gap-3">
      <h2 id="import-heading" className="text-lg font-semibold text-slate-900">
        Import
      </h2>
      <p className="text-sm text-slate-600">
        Choose an export (.json or .zip). Everything in it becomes yours, or nothing does if any
        part cannot be saved. A project name you already use gets " (imported)" added.
      </p>
      <label
        className={`btn-secondary w-fit ${disabled || busy ? 'opacity-50' : 'cursor-pointer'}`}
      >
        <Upload aria-hidden className="h-4 w-4" /> {busy ? 'Importing...' : 'Import projects'}
        <input
          type="file"
          accept="application/json,.json,application/zip,.zip"
          className="sr-only"
          disabled={disabled || busy}
          onChange={(e) => void choose(e)}
        />
      </label>
      {result && (
        <p
          role={result.failed ? 'alert' : 'status'}
          className={`text-sm ${result.failed ? 'text-red-700' : 'text-green-800'}`}
        >
          {result.text}
        </p>
      )}
    </section>
  );
}
