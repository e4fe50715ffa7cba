import type { ReactNode } from 'react';

type Props = {
  title: string;
  /** A paragraph under the title saying what the form is for. */
  intro?: ReactNode;
  onSubmit: () => void;
  /** Classes the card needs where it does not stand in an AuthScreen. */
  className?: string;
  children: ReactNode;
};

/** The card of a signed-out form: its title, an optional intro, then its fields in a column. */
export function AuthCardForm({ title, intro, onSubmit, className = '', children }: Props) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className={`${className} rounded-lg border border-slate-200 bg-white p-6 shadow-sm`.trim()}
      noValidate
    >
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      {intro && <p className="mt-2 text-sm text-slate-700">{intro}</p>}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </form>
  );
}
