import type { ReactNode } from 'react';

type Props = {
  /** The list's accessible name, where the page has more than one list. */
  label?: string;
  /** Spacing from what stands above it. */
  className?: string;
  children: ReactNode;
};

/** A bordered white list whose rows are divided by lines: projects, buckets, to-dos. */
export function CardList({ label, className = '', children }: Props) {
  return (
    <ul
      aria-label={label}
      className={`${className} divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white`.trim()}
    >
      {children}
    </ul>
  );
}
