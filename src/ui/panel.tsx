import type { ReactNode } from 'react';

type Props = {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: ReactNode;
  /** Layout classes added to the white bordered box (gap, flex, grid...). */
  className?: string;
  children?: ReactNode;
};

/** A white bordered section of a page, named by its h2 heading. */
export function Panel({ id, title, className, children }: Props) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border border-slate-200 bg-white p-4 ${className ?? ''}`}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
