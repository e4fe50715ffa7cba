import type { FormEvent } from 'react';
import type { GlossaryEntry } from '../../../s1000d/ste/ste-settings.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useDraft } from '../../../ui/use-draft.ts';

type Kind = GlossaryEntry['kind'];
const KIND_LABELS: Record<Kind, string> = {
  noun: 'Technical noun',
  verb: 'Technical verb',
  avoid: 'Word not to use',
};

const EMPTY = { term: '', kind: 'noun' as Kind, use: '' };

type Props = {
  glossary: readonly GlossaryEntry[];
  disabled: boolean;
  /** Resolves true when the entry was kept (the form then clears). */
  onAdd: (entry: GlossaryEntry) => Promise<boolean>;
  onRemove: (term: string) => void;
};

/** The project's technical nouns and verbs, and words it does not use, in place of the STE dictionary. */
export function GlossaryEditor({ glossary, disabled, onAdd, onRemove }: Props) {
  const { draft, set, field } = useDraft(EMPTY);
  const { term, kind, use } = draft;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const entry: GlossaryEntry =
      kind === 'avoid' ? { term, kind, ...(use.trim() ? { use } : {}) } : { term, kind };
    if (await onAdd(entry)) set({ term: '', use: '' });
  };
  return (
    <div className="flex flex-col gap-3">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)}>
        <TextField label="Term" maxLength={60} disabled={disabled} {...field('term')} />
        <SelectField
          label="Kind"
          value={kind}
          options={['noun', 'verb', 'avoid'] as const}
          labels={KIND_LABELS}
          disabled={disabled}
          onChange={(next) => set({ kind: next })}
        />
        {kind === 'avoid' && (
          <TextField label="Use instead" maxLength={60} disabled={disabled} {...field('use')} />
        )}
        <button type="submit" className="btn-primary" disabled={disabled || !term.trim()}>
          Add to glossary
        </button>
      </form>
      {glossary.length === 0 ? (
        <p className="text-sm text-slate-600">The glossary is empty.</p>
      ) : (
        <ul aria-label="Glossary" className="flex flex-col divide-y divide-slate-100 text-sm">
          {glossary.map((e) => (
            <li key={e.term} className="flex items-center gap-3 py-1">
              <span className="font-medium">{e.term}</span>
              <span className="text-slate-600">
                {KIND_LABELS[e.kind]}
                {e.kind === 'avoid' && e.use ? `: use "${e.use}"` : ''}
              </span>
              <button
                type="button"
                className="ml-auto text-blue-700 underline disabled:text-slate-400"
                disabled={disabled}
                onClick={() => onRemove(e.term)}
                aria-label={`Remove ${e.term}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
