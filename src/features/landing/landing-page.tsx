import { BookOpen, GraduationCap, ShieldCheck, Workflow } from 'lucide-react';
import { Link } from 'react-router';

const FEATURES = [
  {
    icon: BookOpen,
    title: 'Author S1000D',
    text: 'Data module codes, BREX checking, SNS, applicability and publication modules in one place.',
  },
  {
    icon: Workflow,
    title: 'Plan product support',
    text: 'Product breakdowns, IPS projects and configurations across the S-Series specifications.',
  },
  {
    icon: GraduationCap,
    title: 'Learn and teach',
    text: 'Courses, classes with access codes, and to-dos for teachers and students.',
  },
  {
    icon: ShieldCheck,
    title: 'Roles that fit',
    text: 'Accounts approved by an administrator, with permissions per area for every role.',
  },
];

export default function LandingPage() {
  return (
    <div className="min-h-screen bg-gradient-to-b from-blue-50 to-white">
      <header className="mx-auto flex max-w-5xl items-center justify-between p-6">
        <span className="flex items-center gap-2 font-semibold text-slate-900">
          <img src="/favicon.svg" alt="" className="h-8 w-8" /> IPS Studio
        </span>
        <Link to="/login" className="btn-secondary">
          Sign in
        </Link>
      </header>
      <main className="mx-auto max-w-5xl px-6 pt-10 pb-20">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">IPS Studio</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          The workspace for authoring and learning technical documentation to S1000D and its sister
          S-Series specifications (S2000M, S3000L, S4000P, S5000F, S6000T, SX000I and ASD-STE100),
          for IPS engineers, maintainers, operators, teachers and students.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/login" className="btn-primary">
            Sign in
          </Link>
          <Link to="/request-account" className="btn-secondary">
            Request an account
          </Link>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <Icon aria-hidden className="h-6 w-6 text-blue-700" />
              <h2 className="mt-3 font-semibold text-slate-900">{title}</h2>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
