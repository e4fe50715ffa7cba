import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

/** The temporary password, shown once after an approval, with a Copy button. */
export function TemporaryPassword({ email, password }: { email: string; password: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        The account for <strong>{email}</strong> is ready. Give this temporary password to the user;
        it is shown only now, and it must be changed at the first sign-in.
      </p>
      <div className="flex items-center gap-2">
        <code
          aria-label="Temporary password"
          className="rounded-md bg-slate-100 px-3 py-2 font-mono text-base text-slate-900 select-all"
        >
          {password}
        </code>
        <button type="button" className="btn-secondary" onClick={() => void copy()}>
          {copied === 'yes' ? (
            <Check aria-hidden className="h-4 w-4" />
          ) : (
            <Copy aria-hidden className="h-4 w-4" />
          )}
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p role="status" className="text-xs text-slate-600">
        {copied === 'failed'
          ? 'Copying is not allowed here: select the password and copy it by hand.'
          : ''}
      </p>
    </div>
  );
}
