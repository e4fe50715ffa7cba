import { useId, useState, type FormEvent } from 'react';
import type { CodeAnalysis } from '../../../../s1000d/codes/analyze-code.ts';
import type { ParseResult } from '../../../../s1000d/result.ts';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { ProjectSelect } from '../../common/project-select.tsx';
import { useProjectForCodes } from '../../common/use-project-for-codes.ts';
import { analyzeInWorker, MAX_CODES, splitInputs } from './analyze-in-worker.ts';
import { CodeAnalysisView } from './code-analysis-view.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { useChosenProject } from '../../common/use-chosen-project.ts';
import { SubmitButton } from '../../../../ui/submit-button.tsx';

type Outcome = { input: string; result: ParseResult<CodeAnalysis> };

export default function CodeAnalyzerPage() {
  const inputId = useId();
  const { loaded, listing, selectProps } = useChosenProject();
  const rules = useProjectForCodes(loaded, listing);
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const analyze = useSubmit(async (inputs: string[]) => {
    const results = await analyzeInWorker(
      inputs,
      rules.status === 'ready' ? rules.project : undefined,
    );
    setOutcomes(inputs.map((input, i) => ({ input, result: results[i]! })));
  }, 'The codes could not be analysed. Please try again.');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const inputs = splitInputs(text);
    setRefused(null);
    if (inputs.length === 0) return setRefused('Paste a code, a file name or the XML of a code.');
    if (inputs.length > MAX_CODES)
      return setRefused(`At most ${MAX_CODES} codes at a time; you pasted ${inputs.length}.`);
    void analyze.submit(inputs);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Code Analyzer"
        intro="Paste any S1000D identifier, file name or the XML of a code: every segment is decoded, checked and explained, with the XML element it becomes."
      />
      <form
        onSubmit={onSubmit}
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <div className="max-w-md">
          <ProjectSelect label="Check against the rules of (optional)" {...selectProps()} />
          {rules.status === 'unusable' && (
            <p className="mt-1 text-sm text-amber-800">{rules.message}</p>
          )}
          {rules.status === 'ready' && rules.note && (
            <p className="mt-1 text-sm text-amber-800">{rules.note}</p>
          )}
        </div>
        <div>
          <label htmlFor={inputId} className="label">
            Codes, file names or XML
          </label>
          <textarea
            id={inputId}
            className="field mt-1 font-mono"
            rows={4}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML"
          />
          <p className="mt-1 text-sm text-slate-600">
            DMC (with or without learn code), PMC, DML, DDN, comment, ICN in both forms, CSN, one
            per line; or one XML element such as a dmCode or dmRef.
          </p>
        </div>
        <div>
          <SubmitButton
            busy={analyze.busy}
            busyText="Analysing..."
            disabled={rules.status === 'loading'}
          >
            Analyze
          </SubmitButton>
        </div>
        {(refused ?? analyze.error) && <ErrorMessage plain text={refused ?? analyze.error} />}
      </form>
      {outcomes.map(({ input, result }, i) =>
        result.ok ? (
          <CodeAnalysisView key={i} analysis={result.value} />
        ) : (
          <section
            key={i}
            aria-label={`Analysis of ${input}`}
            className="rounded-lg border border-red-200 bg-white p-4"
          >
            <h2 className="font-mono text-lg font-semibold break-all text-slate-900">{input}</h2>
            <p className="mt-1 text-sm text-red-700">Not a code: {result.error}</p>
          </section>
        ),
      )}
    </div>
  );
}
