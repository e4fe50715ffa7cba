import { Plus, Trash2 } from 'lucide-react';
import {
  PATTERN_LIMITS,
  PATTERN_SEVERITIES,
  type IssuePattern,
} from '../../../s1000d/patterns/issue-pattern.ts';
import type { ExampleResult } from '../../../s1000d/patterns/run-pattern.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';

const KIND_LABELS = { xpath: 'XPath (as a BREX rule)', regex: 'Regular expression' } as const;
const SEVERITY_LABELS = { error: 'Error', warning: 'Warning', info: 'Information' } as const;
const EXPECT_LABELS = { hit: 'Must be found', clean: 'Must be left alone' } as const;

/** The pattern's optional one-line texts: empty in the field while the pattern has none. */
const OPTIONAL_TEXTS = {
  flags: { label: 'Flags (i, m, s, u)', maxLength: 4 },
  scope: { label: 'Search only in (element name, empty for all text)', maxLength: 60 },
  category: { label: 'Category', maxLength: PATTERN_LIMITS.category },
  brdp: { label: 'BRDP', placeholder: 'BRDP-S1-00123', maxLength: 40 },
  brSeverityLevel: { label: 'BREX severity level', placeholder: 'brsl01', maxLength: 6 },
} as const;
type OptionalText = keyof typeof OPTIONAL_TEXTS;
/** A regular expression's own settings; what a BREX rule made from the pattern says. */
const REGEX_FIELDS: OptionalText[] = ['flags', 'scope'];
const RULE_FIELDS: OptionalText[] = ['category', 'brdp', 'brSeverityLevel'];

type Props = {
  pattern: IssuePattern;
  onChange: (pattern: IssuePattern) => void;
  /** Readers see the pattern and try it, but cannot change it. */
  readOnly: boolean;
  results: ExampleResult[] | null;
};

/** One pattern's fields and its examples, each with the result of the last try. */
export function PatternForm({ pattern, onChange, readOnly, results }: Props) {
  const set = (patch: Partial<IssuePattern>) => onChange({ ...pattern, ...patch });
  const setExample = (index: number, patch: Partial<IssuePattern['examples'][number]>) =>
    set({ examples: pattern.examples.map((e, i) => (i === index ? { ...e, ...patch } : e)) });
  const optionalText = (key: OptionalText) => (
    <TextField
      key={key}
      {...OPTIONAL_TEXTS[key]}
      value={pattern[key] ?? ''}
      onChange={(e) => set({ [key]: e.target.value })}
    />
  );
  return (
    <fieldset disabled={readOnly} className="flex flex-col gap-4">
      <legend className="sr-only">Pattern</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          value={pattern.name}
          maxLength={PATTERN_LIMITS.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <SelectField
          label="Kind"
          value={pattern.kind}
          options={['xpath', 'regex'] as const}
          labels={KIND_LABELS}
          onChange={(kind) => set({ kind })}
        />
      </div>
      <TextField
        label={pattern.kind === 'xpath' ? 'XPath expression' : 'Regular expression'}
        className="font-mono"
        value={pattern.expression}
        maxLength={PATTERN_LIMITS.expression}
        onChange={(e) => set({ expression: e.target.value })}
      />
      {pattern.kind === 'regex' && (
        <div className="grid gap-4 sm:grid-cols-2">{REGEX_FIELDS.map(optionalText)}</div>
      )}
      <TextField
        label="Message"
        multiline
        rows={2}
        value={pattern.message}
        maxLength={PATTERN_LIMITS.message}
        onChange={(e) => set({ message: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-4">
        <SelectField
          label="Severity"
          value={pattern.severity}
          options={PATTERN_SEVERITIES}
          labels={SEVERITY_LABELS}
          onChange={(severity) => set({ severity })}
        />
        {RULE_FIELDS.map(optionalText)}
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-medium text-slate-900">Examples</h3>
        {pattern.examples.length === 0 && (
          <p className="text-sm text-slate-600">
            No examples yet: add text the pattern must find, and text it must leave alone.
          </p>
        )}
        {pattern.examples.map((example, i) => {
          const result = results?.[i];
          return (
            <div key={i} className="rounded-md border border-slate-200 p-3">
              <div className="flex items-end gap-3">
                <div className="w-56">
                  <SelectField
                    label={`Example ${i + 1}`}
                    value={example.expect}
                    options={['hit', 'clean'] as const}
                    labels={EXPECT_LABELS}
                    onChange={(expect) => setExample(i, { expect })}
                  />
                </div>
                {result && (
                  <p className={`pb-2 text-sm ${result.ok ? 'text-emerald-800' : 'text-red-700'}`}>
                    {result.error
                      ? `Cannot run: ${result.error}`
                      : `${result.ok ? 'Passes' : 'Fails'}: ${result.hits} found`}
                  </p>
                )}
                <button
                  type="button"
                  className="btn-secondary ml-auto"
                  aria-label={`Remove example ${i + 1}`}
                  onClick={() => set({ examples: pattern.examples.filter((_, j) => j !== i) })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </button>
              </div>
              <TextField
                label={`Text of example ${i + 1} (XML, or plain text for a paragraph)`}
                className="mt-2 font-mono"
                multiline
                rows={2}
                value={example.text}
                maxLength={PATTERN_LIMITS.exampleText}
                onChange={(e) => setExample(i, { text: e.target.value })}
              />
            </div>
          );
        })}
        {pattern.examples.length < PATTERN_LIMITS.examples && (
          <div>
            <IconButton
              icon={Plus}
              className="btn-secondary"
              onClick={() => set({ examples: [...pattern.examples, { text: '', expect: 'hit' }] })}
            >
              Add example
            </IconButton>
          </div>
        )}
      </div>
    </fieldset>
  );
}
