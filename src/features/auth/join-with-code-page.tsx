import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthScreen } from './auth-screen.tsx';
import { AuthCardForm } from './auth-card-form.tsx';
import { useSession } from '../../session/session-context.ts';
import { Loading } from '../../ui/loading.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { joinErrorText, joinInputError } from './join-with-code.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';

export default function JoinWithCodePage() {
  const { backend, joinWithSession } = useSession();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!backend) return <Loading />;

  const submit = async () => {
    const missing = joinInputError({ name, code });
    if (missing) {
      setError(missing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const sessionId = await backend.accessCodes.redeem(code, name, new Date());
      await joinWithSession(sessionId);
      navigate('/dashboard', { replace: true });
    } catch (caught) {
      console.error('Joining with an access code failed', caught);
      setError(joinErrorText(caught));
      setBusy(false);
    }
  };

  return (
    <AuthScreen>
      <AuthCardForm title="Join with an access code" onSubmit={() => void submit()}>
        <TextField
          label="Your name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <TextField
          label="Access code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          required
        />
        <ErrorMessage text={error} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Joining...' : 'Join'}
        </button>
      </AuthCardForm>
      <p className="mt-4 text-center text-sm text-slate-700">
        Have an account?{' '}
        <Link to="/login" className="font-medium text-blue-700 underline">
          Sign in
        </Link>
      </p>
    </AuthScreen>
  );
}
