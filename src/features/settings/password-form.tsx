import { useState, type FormEvent } from 'react';
import { useSession } from '../../session/session-context.ts';
import { MIN_PASSWORD_LENGTH, passwordChangeErrorText } from '../../lib/password.ts';
import { PasswordField } from '../../ui/password-field.tsx';

export function PasswordForm({ disabled }: { disabled: boolean }) {
  const { backend } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const tooShort = next.length > 0 && next.length < MIN_PASSWORD_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!backend || tooShort) return;
    try {
      await backend.auth.changePassword(current, next);
      setCurrent('');
      setNext('');
      setMessage({ ok: true, text: 'Your password has been changed.' });
    } catch (caught) {
      setMessage({ ok: false, text: passwordChangeErrorText(caught) });
    }
  };
  return (
    <form onSubmit={submit} className="rounded-lg border border-slate-200 bg-white p-5" noValidate>
      <h2 className="font-semibold text-slate-900">Password</h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <PasswordField
          label="Current password"
          purpose="current"
          value={current}
          onChange={setCurrent}
          disabled={disabled}
        />
        <PasswordField
          label="New password"
          purpose="new"
          value={next}
          onChange={setNext}
          disabled={disabled}
          aria-invalid={tooShort}
        />
      </div>
      {tooShort && (
        <p className="mt-2 text-sm text-red-700">Use at least {MIN_PASSWORD_LENGTH} characters.</p>
      )}
      {message && (
        <p
          role="status"
          className={`mt-2 text-sm ${message.ok ? 'text-green-800' : 'text-red-700'}`}
        >
          {message.text}
        </p>
      )}
      <button
        type="submit"
        className="btn-primary mt-4"
        disabled={disabled || !current || !next || tooShort}
      >
        Change password
      </button>
    </form>
  );
}
