import { useCallback, useEffect, useRef, useState } from 'react';

/** What the user reads when an action fails: a fixed text, or one chosen from the error. */
export type FailureText = string | ((failure: unknown) => string);

/**
 * An action's refusal, shown as it is ("You already have an IPS project called ..."), where
 * any other failure gets the hook's failure text.
 */
export class Refusal extends Error {}

function textOf(failure: unknown, failureText: FailureText) {
  if (failure instanceof Refusal) return failure.message;
  return typeof failureText === 'string' ? failureText : failureText(failure);
}

/**
 * Busy, error and submit for one user action. The action runs once at a time; a failure
 * is logged and shown as `error` (a Refusal's own text, else `failureText`); nothing is set
 * after the component has gone.
 */
export function useSubmit<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
  failureText: FailureText,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const submit = useCallback(
    async (...args: A): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await action(...args);
        return true;
      } catch (failure) {
        console.error(failure);
        if (mounted.current) setError(textOf(failure, failureText));
        return false;
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [action, failureText],
  );
  return { busy, error, submit, setError };
}
