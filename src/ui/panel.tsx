import type { ReactNode } from 'react';

type Props = {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: ReactNode;
  /** Layout classes added to the white bordered box (gap, flex, grid...). */
  className?: string;
  /** Buttons on the right of the heading (an export, a toolbar). */
  actions?: ReactNode;
  /** A narrow panel beside an editor: less padding and a smaller heading. */
  compact?: boolean;
  /** Without the box: a titled part of the page's column, or of a larger panel. */
  bare?: boolean;
  /** Makes the panel a form: its submit button, or Enter in a field, runs this. */
  onSubmit?: () => void;
  children?: ReactNode;
};

/** A white bordered section of a page, named by its h2 heading. */
export function Panel({ id, title, className, actions, compact, bare, onSubmit, children }: Props) {
  const look = bare ? '' : `rounded-lg border border-slate-200 bg-white ${compact ? 'p-3' : 'p-4'}`;
  const box = `${look} ${className ?? ''}`.trim();
  const heading = (
    <h2 id={id} className={`${compact ? '' : 'text-lg '}font-semibold text-slate-900`}>
      {title}
    </h2>
  );
  const head = actions ? (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {heading}
      {actions}
    </div>
  ) : (
    heading
  );
  if (!onSubmit) {
    return (
      <section aria-labelledby={id} className={box}>
        {head}
        {children}
      </section>
    );
  }
  return (
    <form
      aria-labelledby={id}
      className={box}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {head}
      {children}
    </form>
  );
}
