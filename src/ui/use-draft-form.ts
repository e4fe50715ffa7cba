import type { FormEvent } from 'react';
import type { Checked } from '../lib/checked.ts';
import { useDraft } from './use-draft.ts';
import { useSubmit, type FailureText } from './use-submit.ts';

type Options<D, V> = {
  initial: D | (() => D);
  check: (draft: D) => Checked<V>;
  save: (value: V) => Promise<unknown>;
  failureText: FailureText;
  /** Start again from `initial` once a save succeeded: a form that adds one thing after another. */
  clearAfterSave?: boolean;
};

/**
 * A form over a draft (useDraft). Submitting checks the draft: what to fix is shown as the error
 * and nothing is saved; a checked value is saved through useSubmit (busy, the failure text).
 */
export function useDraftForm<D extends object, V>(options: Options<D, V>) {
  const { initial, check, save, failureText, clearAfterSave } = options;
  const form = useDraft(initial);
  const { busy, error, setError, submit } = useSubmit(async (value: V) => {
    await save(value);
    if (clearAfterSave) form.setDraft(initial);
  }, failureText);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(form.draft);
    if (checked.error !== undefined) return setError(checked.error);
    void submit(checked.value);
  };
  return { ...form, busy, error, onSubmit };
}
