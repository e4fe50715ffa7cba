import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../session/session-context.ts';
import { BOOTSTRAP_ADMIN_EMAIL } from '../../lib/bootstrap-admin.ts';
import { Loading } from '../../ui/loading.tsx';
import { AuthScreen } from './auth-screen.tsx';
import { AuthCardForm } from './auth-card-form.tsx';
import { setupOutcomeOf, setupPasswordProblem, type SetupOutcome } from './setup-administrator.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';

/**
 * The first administrator of a hosted project makes their own login here; the
 * profile and the administrator role follow at their first verified sign-in.
 */
export default function SetupAdministratorPage() {
  const { backend } = useSession();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SetupOutcome | null>(null);
  const [resetSent, setResetSent] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const email = BOOTSTRAP_ADMIN_EMAIL;

  if (!backend) return <Loading />;

  const submit = async () => {
    const found = setupPasswordProblem(password, repeat);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await backend.auth.createVerifiableLogin(email, password);
      setOutcome('created');
    } catch (error) {
      console.error('Administrator login could not be created', error);
      setOutcome(setupOutcomeOf(error));
    } finally {
      setBusy(false);
    }
  };

  const sendReset = async () => {
    setBusy(true);
    try {
      await backend.auth.sendPasswordReset(email);
      setResetSent(true);
    } catch (error) {
      console.error('Password reset link could not be sent', error);
      setResetSent(false);
    } finally {
      setBusy(false);
    }
  };

  if (outcome === 'created') {
    return (
      <AuthScreen>
        <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="text-xl font-semibold text-slate-900">Check your inbox</h1>
          <p className="mt-2 text-sm text-slate-700" role="status">
            The administrator login for <strong>{email}</strong> is made. We have sent a link to
            that address: open it, then sign in with the role Admin.
          </p>
          <Link to="/login" className="btn-primary mt-4 inline-block">
            Go to sign in
          </Link>
        </section>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen>
      <AuthCardForm
        title="Set up the administrator"
        intro={
          <>
            This IPS Studio's first administrator is <strong>{email}</strong>. Choose a password for
            that address; you will confirm the address from your inbox before signing in.
          </>
        }
        onSubmit={() => void submit()}
      >
        <PasswordField
          label="Password"
          purpose="new"
          value={password}
          onChange={setPassword}
          required
        />
        <PasswordField
          label="Password again"
          purpose="new"
          value={repeat}
          onChange={setRepeat}
          required
        />
        <ErrorMessage text={problem} />
        {outcome === 'failed' && (
          <ErrorMessage text="The login could not be made. Check your connection and try again." />
        )}
        {outcome === 'exists' && (
          <div role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            <p>
              A login for {email} already exists.{' '}
              <Link to="/login" className="font-medium underline">
                Sign in
              </Link>
              , or send a link to that address to choose a new password.
            </p>
            <button
              type="button"
              className="btn-secondary mt-2"
              onClick={() => void sendReset()}
              disabled={busy}
            >
              Send a password link
            </button>
            {resetSent === true && <p className="mt-2">We have sent the link to {email}.</p>}
            {resetSent === false && (
              <p className="mt-2">The link could not be sent. Please try again.</p>
            )}
          </div>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Setting up...' : 'Set up the administrator'}
        </button>
      </AuthCardForm>
    </AuthScreen>
  );
}
