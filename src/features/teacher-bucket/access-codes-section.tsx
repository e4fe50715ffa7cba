import { format } from 'date-fns';
import { useId, useState, type FormEvent } from 'react';
import { useSession } from '../../session/session-context.ts';
import { TextField } from '../../ui/text-field.tsx';
import { codeStatus, EMPTY_CODE, TEACHER_TEXT, toNewCode } from './teacher-bucket.ts';
import { useAccessCodes } from './use-teacher-bucket.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { useDraft } from '../../ui/use-draft.ts';
import { TableHead } from '../../ui/table-head.tsx';

type Props = { bucketId: string; teacherId: string; disabled: boolean };

/** Issue codes (shown once, with Copy), and list the bucket's codes with uses left and expiry. */
export function AccessCodesSection({ bucketId, teacherId, disabled }: Props) {
  const { backend } = useSession();
  const id = useId();
  const { codes, failed, reload } = useAccessCodes(bucketId);
  const { draft, setDraft, field } = useDraft(EMPTY_CODE);
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const { busy, error, setError, submit } = useSubmit(
    (work: () => Promise<void>) => work(),
    TEACHER_TEXT.saveFailed,
  );
  const run = async (work: () => Promise<void>) => {
    await submit(work);
    reload();
  };
  const issue = async (event: FormEvent) => {
    event.preventDefault();
    const result = toNewCode(draft, bucketId, new Date());
    if ('error' in result) return setError(result.error);
    await run(async () => {
      setCreated(await backend!.accessCodes.create(result.code, teacherId));
      setCopied(false);
      setDraft(EMPTY_CODE);
    });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created!);
      setCopied(true);
    } catch (caught) {
      console.error('Copying the code failed', caught);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Access codes
      </h2>
      <form
        onSubmit={issue}
        noValidate
        aria-label="New access code"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3"
      >
        <TextField label="Description" {...field('description')} disabled={disabled} />
        <TextField label="Expiry date" type="date" {...field('expiryDate')} disabled={disabled} />
        <TextField
          label="Number of uses"
          type="number"
          min={1}
          max={1000}
          {...field('uses')}
          disabled={disabled}
        />
        <div className="sm:col-span-3">
          <button type="submit" className="btn-primary" disabled={disabled || busy}>
            Issue access code
          </button>
        </div>
      </form>
      <ErrorMessage text={error} />
      {created && (
        <div role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          <p>{TEACHER_TEXT.codeShownOnce}</p>
          <p className="mt-2 flex items-center gap-3">
            <code aria-label="Issued access code" className="font-mono text-lg tracking-wider">
              {created}
            </code>
            <button type="button" className="btn-secondary" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy'}
            </button>
          </p>
        </div>
      )}
      {failed && <p className="text-sm text-red-700">Access codes could not be loaded.</p>}
      {codes && codes.length > 0 && (
        <table className="w-full rounded-lg border border-slate-200 bg-white text-left text-sm">
          <caption className="sr-only">Access codes of this bucket</caption>
          <TableHead
            className="text-slate-600"
            cellClassName="p-2"
            columns={['Description', 'Uses left', 'Expires', 'Status']}
            actionsLabel="Actions"
          />
          <tbody>
            {codes.map((c) => (
              <tr key={c.code} className="border-t border-slate-200">
                <td className="p-2">{c.description}</td>
                <td className="p-2">{c.usesLeft}</td>
                <td className="p-2">{c.expiryDate ? format(c.expiryDate, 'd MMM yyyy') : ''}</td>
                <td className="p-2">{codeStatus(c, new Date())}</td>
                <td className="p-2 text-right">
                  {c.active && (
                    <button
                      type="button"
                      className="btn-secondary"
                      disabled={disabled || busy}
                      aria-label={`Deactivate code ${c.description}`}
                      onClick={() => void run(() => backend!.accessCodes.deactivate(c.code))}
                    >
                      Deactivate
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
