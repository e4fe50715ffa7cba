import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session-context.ts';

import { MIN_PASSWORD_LENGTH, passwordChangeErrorText } from '../../lib/password.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { AuthCardForm } from './auth-card-form.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';

/** A login created with a temporary password must get a new one before anything else. */
export default function ChangePasswordPage() {
  const { backend, ownProfile, refresh, signOut } = useSession();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');

  const problem =
    next.length > 0 && next.length < MIN_PASSWORD_LENGTH
      ? `Use at least ${MIN_PASSWORD_LENGTH} characters.`
      : repeat && next !== repeat
        ? 'The two new passwords differ.'
        : next && next === current
          ? 'Choose a password different from the temporary one.'
          : null;

  const { busy, error, submit } = useSubmit(async () => {
    if (!backend || !ownProfile) return;
    await backend.auth.changePassword(current, next);
    await backend.users.passwordChanged(ownProfile.uid);
    await refresh();
    navigate('/dashboard', { replace: true });
  }, passwordChangeErrorText);

  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <AuthCardForm
        className="w-full max-w-sm"
        title="Choose a new password"
        intro="Your account was created with a temporary password. Set your own before you continue."
        onSubmit={() => {
          if (!problem) void submit();
        }}
      >
        <PasswordField
          label="Temporary password"
          purpose="current"
          value={current}
          onChange={setCurrent}
        />
        <PasswordField
          label="New password"
          purpose="new"
          value={next}
          onChange={setNext}
          aria-describedby="password-problem"
        />
        <PasswordField
          label="Repeat new password"
          purpose="new"
          value={repeat}
          onChange={setRepeat}
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
      </AuthCardForm>
    </div>
  );
}
