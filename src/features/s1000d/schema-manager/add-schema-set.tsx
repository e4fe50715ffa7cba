import { useState, type FormEvent } from 'react';
import { PROJECT_ISSUES } from '../../../s1000d/csdb/project-settings.ts';
import type { SchemaSet, SchemaSetSummary } from '../../../s1000d/schemas/schema-set.ts';
import { useSubmit } from '../../../ui/use-submit.ts';
import { readSchemaSetInWorker } from '../common/schema-jobs.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { FileField } from '../../../ui/file-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';

type Props = {
  /** Where the set goes ("Bike"), named in the button and the messages. */
  target: string;
  store: (set: SchemaSet, summary: SchemaSetSummary) => Promise<void>;
};

/** Upload form: a ZIP of an issue's xml_schema_flat, checked in a worker, stored whole or not. */
export function AddSchemaSet({ target, store }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [issue, setIssue] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string[]>([]);
  const add = useSubmit(async (chosen: File) => {
    const bytes = new Uint8Array(await chosen.arrayBuffer());
    const read = await readSchemaSetInWorker([{ path: chosen.name, bytes }], issue || undefined);
    if (!read.ok) {
      setProblems(read.problems);
      return;
    }
    await store(read.set, read.summary);
    setDone([
      `S1000D Issue ${read.set.issue} schema set stored in ${target}: ${read.summary.files} schemas.`,
      ...read.notes,
    ]);
  }, `The schema set could not be stored in ${target}. Nothing was kept.`);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    setDone([]);
    if (!file) return setProblems(['Choose the ZIP of a schema set first.']);
    void add.submit(file);
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <FileField
        label="Schema set (ZIP of xml_schema_flat)"
        accept=".zip,application/zip"
        onFiles={(files) => setFile(files[0] ?? null)}
      />
      <SelectField<string>
        className="max-w-xs"
        label="S1000D issue"
        value={issue}
        options={PROJECT_ISSUES}
        labels={(i) => `Issue ${i}`}
        none="As the archive's folder says"
        onChange={setIssue}
      />
      <div>
        <SubmitButton busy={add.busy} busyText="Reading...">
          {`Add the schema set to ${target}`}
        </SubmitButton>
      </div>
      {(problems.length > 0 || add.error) && (
        <div role="alert" className="text-sm text-red-700">
          <p>The schema set was not added:</p>
          <ul className="list-disc pl-5">
            {[...problems, ...(add.error ? [add.error] : [])].map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {done.length > 0 && (
        <div role="status" className="text-sm text-emerald-800">
          {done.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
    </form>
  );
}
