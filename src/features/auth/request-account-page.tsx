import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MESSAGE_MAX_LENGTH, type AccountRequestInput } from '../../access/account-request.ts';
import { useSession } from '../../session/session-context.ts';
import { Loading } from '../../ui/loading.tsx';
import { RequestAccountField } from './request-account-field.tsx';
import { RequestAccountReceived } from './request-account-received.tsx';
import { submitAccountRequest, type FieldErrors } from './request-account-submit.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';

const EMPTY: AccountRequestInput = { email: '', fullName: '', company: '', message: '' };
const SEND_FAILED = 'Your request could not be sent. Please check your connection and try again.';

export default function RequestAccountPage() {
  const { backend } = useSession();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [received, setReceived] = useState(false);

  if (!backend) return <Loading />;
  if (received) return <RequestAccountReceived />;

  const update = (field: keyof AccountRequestInput) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!backend) return;
    setSending(true);
    setProblem(null);
    try {
      const outcome = await submitAccountRequest(backend.accountRequests, form);
      setErrors(outcome.kind === 'invalid' ? outcome.errors : {});
      if (outcome.kind === 'refused') setProblem(outcome.message);
      if (outcome.kind === 'received') setReceived(true);
    } catch (error) {
      console.error('Account request failed', error);
      setProblem(SEND_FAILED);
    } finally {
      setSending(false);
    }
  }

  const input =
    (id: keyof typeof errors, type: string, autoComplete: string) =>
    (describedBy: string | undefined) => (
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        required
        className="field"
        value={form[id]}
        onChange={(e) => update(id)(e.target.value)}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={describedBy}
      />
    );

  return (
    <main className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-2xl font-semibold text-slate-900">Request an account</h1>
      <p className="mt-2 text-sm text-slate-600">
        Accounts are created by an administrator. Tell us who you are and we will review your
        request.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-busy={sending}>
        <RequestAccountField id="email" label="Email" error={errors.email}>
          {input('email', 'email', 'email')}
        </RequestAccountField>
        <RequestAccountField
          id="fullName"
          label="Full name"
          error={errors.fullName}
          hint="2 to 50 letters; spaces, hyphens and apostrophes are fine."
        >
          {input('fullName', 'text', 'name')}
        </RequestAccountField>
        <RequestAccountField id="company" label="Company" error={errors.company}>
          {input('company', 'text', 'organization')}
        </RequestAccountField>
        <RequestAccountField id="message" label="Message (optional)">
          {(describedBy) => (
            <textarea
              id="message"
              name="message"
              rows={4}
              maxLength={MESSAGE_MAX_LENGTH}
              className="field"
              value={form.message}
              onChange={(e) => update('message')(e.target.value)}
              aria-describedby={describedBy}
            />
          )}
        </RequestAccountField>
        <ErrorMessage text={problem} />
        <div className="flex items-center justify-between">
          <Link to="/login" className="text-sm text-blue-700 hover:underline">
            Back to sign in
          </Link>
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? 'Sending...' : 'Request account'}
          </button>
        </div>
      </form>
    </main>
  );
}
