import type { ReactNode } from 'react';

/** A page's amber note: why something is off (read-only, inactive, not available here). */
export function Note({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      {children}
    </p>
  );
}
