import { useState } from 'react';
import type { CirInstance } from '../../../s1000d/cir/cir-instance.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { useSubmit } from '../../../ui/use-submit.ts';
import { downloadFile } from '../../../lib/browser-file.ts';
import { instanceInWorker } from './run-cir.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { ActionButton } from '../../../ui/action-button.tsx';

type Props = {
  /** Data modules that refer to CIR items. */
  candidates: readonly string[];
  files: Record<string, Uint8Array>;
};

/** Resolves a data module against the project's CIRs into a standalone instance to download. */
export function CirInstancePanel({ candidates, files }: Props) {
  const [target, setTarget] = useState(candidates[0] ?? '');
  const [instance, setInstance] = useState<{ key: string; result: CirInstance } | null>(null);
  const make = useSubmit(
    async () => setInstance({ key: target, result: await instanceInWorker(target, files) }),
    (failure) => `The instance could not be made: ${(failure as Error).message}`,
  );
  if (candidates.length === 0)
    return <p className="text-sm text-slate-600">No data module of the project refers to a CIR.</p>;
  const resolved = instance ? Object.entries(instance.result.resolved) : [];
  return (
    <div className="flex flex-col gap-3">
      <div className="max-w-2xl">
        <SelectField label="Data module" value={target} options={candidates} onChange={setTarget} />
      </div>
      <div>
        <ActionButton action={make} disabled={!target} busyText="Resolving...">
          Make a standalone instance
        </ActionButton>
      </div>
      <ErrorMessage plain text={make.error} />
      {instance && (
        <div className="flex flex-col gap-2 text-sm" aria-live="polite">
          <p>
            {resolved.length === 0
              ? 'Nothing to resolve: the instance is the data module as it is.'
              : `Resolved: ${resolved.map(([ref, n]) => `${n} ${ref}`).join(', ')}, from ${instance.result.sources.length} CIR(s).`}
          </p>
          {instance.result.unresolved.length > 0 && (
            <ul className="list-disc pl-5 text-amber-800">
              {instance.result.unresolved.map((u, i) => (
                <li key={i}>
                  Not resolved: {u.item}
                  {u.line ? ` (line ${u.line})` : ''}
                </li>
              ))}
            </ul>
          )}
          <div>
            <button
              type="button"
              className="btn-secondary"
              onClick={() =>
                downloadFile(
                  `${instance.key}-instance.xml`,
                  instance.result.text,
                  'application/xml',
                )
              }
            >
              Download the instance
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
