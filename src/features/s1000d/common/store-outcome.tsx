import type { ReactNode } from 'react';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import type { StoreResult } from './store-generated-object.ts';

type Props = {
  error: string | null;
  result: StoreResult | null;
  /** Shown under the message once the object is stored (how to use it, say). */
  whenStored?: ReactNode;
};

/** What came of adding a generated object to a project: the failure, or the store's message. */
export function StoreOutcome({ error, result, whenStored }: Props) {
  return (
    <>
      <ErrorMessage plain text={error} />
      {result && (
        <div
          role="status"
          className={`text-sm ${result.stored ? 'text-emerald-800' : 'text-amber-900'}`}
        >
          <p>{result.message}</p>
          {result.stored && whenStored}
        </div>
      )}
    </>
  );
}
