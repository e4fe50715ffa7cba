import type { ReactNode } from 'react';

type Props = { title: ReactNode; intro?: ReactNode; actions?: ReactNode };

/** A page's title, with an optional line under it and actions on the right. */
export function PageHeader({ title, intro, actions }: Props) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {intro && <p className="mt-1 text-slate-700">{intro}</p>}
      </div>
      {actions}
    </header>
  );
}
