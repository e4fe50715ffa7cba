import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session-context.ts';

import { MIN_PASSWORD_LENGTH, passwordChangeErrorText } from '../../lib/password.ts';
import { TextField } from '../../ui/text-field.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';

/** A login created with a temporary password must get a new one before anything else. */
export default function ChangePasswordPage() {
  const { backend, ownProfile, refresh, signOut } = useSession();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problem =
    next.length > 0 && next.length < MIN_PASSWORD_LENGTH
      ? `Use at least ${MIN_PASSWORD_LENGTH} characters.`
      : repeat && next !== repeat
        ? 'The two new passwords differ.'
        : next && next === current
          ? 'Choose a password different from the temporary one.'
          : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!backend || !ownProfile || problem) return;
    setBusy(true);
    setError(null);
    try {
      await backend.auth.changePassword(current, next);
      await backend.users.passwordChanged(ownProfile.uid);
      await refresh();
      navigate('/dashboard', { replace: true });
    } catch (caught) {
      setError(passwordChangeErrorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <form
        onSubmit={submit}
        className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        noValidate
      >
        <h1 className="text-xl font-semibold text-slate-900">Choose a new password</h1>
        <p className="mt-2 text-sm text-slate-700">
          Your account was created with a temporary password. Set your own before you continue.
        </p>
        <div className="mt-4 flex flex-col gap-4">
          <TextField
            label="Temporary password"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            aria-describedby="password-problem"
          />
          <TextField
            label="Repeat new password"
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            aria-describedby="password-problem"
          />
          <p
            id="password-problem"
            className="text-sm text-red-700"
            role={problem ? 'alert' : undefined}
          >
            {problem}
          </p>
          <ErrorMessage text={error} />
          <button
            type="submit"
            className="btn-primary"
            disabled={busy || !current || !next || next !== repeat || !!problem}
          >
            {busy ? 'Saving...' : 'Set password'}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void signOut().then(() => navigate('/'))}
          >
            Sign out
          </button>
        </div>
      </form>
    </div>
  );
}
