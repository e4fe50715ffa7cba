import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';

/** The same confirmation for a saved request and a silently dropped one. */
export function RequestAccountReceived() {
  return (
    <main className="mx-auto max-w-lg px-4 py-12">
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-6">
        <h1 className="flex items-center gap-2 text-xl font-semibold text-green-900">
          <CheckCircle2 aria-hidden className="h-6 w-6" />
          Request received
        </h1>
        <p className="mt-2 text-sm text-green-900">
          Thank you. An administrator will review your request. Once it is approved, your
          administrator gives you a temporary password, which you must change when you first sign
          in.
        </p>
      </div>
      <Link to="/login" className="mt-6 inline-block text-sm text-blue-700 hover:underline">
        Back to sign in
      </Link>
    </main>
  );
}
