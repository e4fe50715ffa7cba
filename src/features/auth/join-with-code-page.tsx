import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthScreen } from './auth-screen.tsx';
import { AuthCardForm } from './auth-card-form.tsx';
import { useSession } from '../../session/session-context.ts';
import { Loading } from '../../ui/loading.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { joinErrorText, joinInputError } from './join-with-code.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { useSubmit } from '../../ui/use-submit.ts';

export default function JoinWithCodePage() {
  const { backend, joinWithSession } = useSession();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, submit, setError } = useSubmit(async () => {
    const sessionId = await backend!.accessCodes.redeem(code, name, new Date());
    await joinWithSession(sessionId);
    navigate('/dashboard', { replace: true });
  }, joinErrorText);
  if (!backend) return <Loading />;

  const join = () => {
    const missing = joinInputError({ name, code });
    if (missing) return setError(missing);
    void submit();
  };

  return (
    <AuthScreen>
      <AuthCardForm title="Join with an access code" onSubmit={join}>
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
