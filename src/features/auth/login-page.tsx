import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SIGN_IN_ROLES, type SignInRole } from '../../access/model.ts';
import { SIGN_IN_ROLE_LABELS } from '../../access/role-labels.ts';
import { AuthScreen } from './auth-screen.tsx';
import { useSession } from '../../session/session-context.ts';
import { signInErrorText } from './sign-in-error-text.ts';

export default function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<SignInRole | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password, role || null);
      navigate('/dashboard', { replace: true });
    } catch (caught) {
      setError(signInErrorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthScreen>
      <form
        onSubmit={submit}
        className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        noValidate
      >
        <h1 className="text-xl font-semibold text-slate-900">Sign in</h1>
        <div className="mt-4 flex flex-col gap-4">
          <div>
            <label htmlFor="email" className="label">
              Email
            </label>
            <input
              id="email"
              type="email"
              autoComplete="username"
              className="field mt-1"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
          </div>
          <div>
            <label htmlFor="password" className="label">
              Password
            </label>
            <input
              id="password"
              type="password"
              autoComplete="current-password"
              className="field mt-1"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </div>
          <div>
            <label htmlFor="role" className="label">
              Role
            </label>
            <select
              id="role"
              className="field mt-1"
              value={role}
              onChange={(e) => setRole(e.target.value as SignInRole | '')}
            >
              <option value="">No role (main dashboard)</option>
              {SIGN_IN_ROLES.map((r) => (
                <option key={r} value={r}>
                  {SIGN_IN_ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          {error && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={busy || !email || !password}>
            {busy ? 'Signing in...' : 'Sign in'}
          </button>
        </div>
      </form>
      <p className="mt-4 text-center text-sm text-slate-700">
        No account yet?{' '}
        <Link to="/request-account" className="font-medium text-blue-700 underline">
          Request an account
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-slate-700">
        <Link to="/join" className="font-medium text-blue-700 underline">
          Join with an access code
        </Link>
      </p>
    </AuthScreen>
  );
}
