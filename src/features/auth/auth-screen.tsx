import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the signed-out forms: the logo back to the landing page, then the form. */
export function AuthScreen({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <main className="w-full max-w-sm">
        <Link
          to="/"
          className="mb-6 flex items-center justify-center gap-2 font-semibold text-slate-900"
        >
          <img src="/favicon.svg" alt="" className="h-8 w-8" /> IPS Studio
        </Link>
        {children}
      </main>
    </div>
  );
}
