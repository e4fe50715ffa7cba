import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthScreen } from './auth-screen.tsx';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
      <form
        onSubmit={submit}
        className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        noValidate
      >
        <h1 className="text-xl font-semibold text-slate-900">Join with an access code</h1>
        <div className="mt-4 flex flex-col gap-4">
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
        </div>
      </form>
      <p className="mt-4 text-center text-sm text-slate-700">
        Have an account?{' '}
        <Link to="/login" className="font-medium text-blue-700 underline">
          Sign in
        </Link>
      </p>
    </AuthScreen>
  );
}
