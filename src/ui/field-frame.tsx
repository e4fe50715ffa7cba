import type { ReactNode } from 'react';

type Props = { id: string; label: string; className?: string; children: ReactNode };

/** A form field's box: the label, then the control it names (and what is said about it). */
export function FieldFrame({ id, label, className, children }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children}
    </div>
  );
}
