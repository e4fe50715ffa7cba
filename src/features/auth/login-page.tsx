import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SIGN_IN_ROLES, type SignInRole } from '../../access/model.ts';
import { SIGN_IN_ROLE_LABELS } from '../../access/role-labels.ts';
import { AuthScreen } from './auth-screen.tsx';
import { AuthCardForm } from './auth-card-form.tsx';
import { useSession } from '../../session/session-context.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { signInErrorText } from './sign-in-error-text.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';

const ROLE_OPTIONS = ['', ...SIGN_IN_ROLES] as const;
const ROLE_OPTION_LABELS: Record<SignInRole | '', string> = {
  '': 'No role (main dashboard)',
  ...SIGN_IN_ROLE_LABELS,
};

export default function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<SignInRole | ''>('');
  const { busy, error, submit } = useSubmit(async () => {
    await signIn(email, password, role || null);
    navigate('/dashboard', { replace: true });
  }, signInErrorText);

  return (
    <AuthScreen>
      <AuthCardForm title="Sign in" onSubmit={() => void submit()}>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <PasswordField
          label="Password"
          purpose="current"
          value={password}
          onChange={setPassword}
          required
        />
        <SelectField
          label="Role"
          value={role}
          options={ROLE_OPTIONS}
          labels={ROLE_OPTION_LABELS}
          onChange={setRole}
        />
        <ErrorMessage text={error} />
        <button type="submit" className="btn-primary" disabled={busy || !email || !password}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </AuthCardForm>
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
