import { Construction } from 'lucide-react';
import { useContext } from 'react';
import { Link } from 'react-router';
import { RouteTitle } from '../../../lib/route-title.ts';

/** Allowed by the shell's issue for tools that later issues build; docs/routes.md lists them. */
export default function NotYetAvailablePage() {
  const title = useContext(RouteTitle) ?? 'This tool';
  return (
    <section className="mx-auto max-w-xl rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <Construction aria-hidden className="mx-auto h-8 w-8 text-amber-600" />
      <h1 className="mt-3 text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">
        <strong>Not yet available.</strong> {title} is planned and will appear here once it is
        built.
      </p>
      <Link to="/dashboard" className="btn-secondary mt-6">
        Back to the dashboard
      </Link>
    </section>
  );
}
