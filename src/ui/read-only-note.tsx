import { Info } from 'lucide-react';

export const READ_ONLY_TEXT =
  'You are viewing as another user: changes are disabled. Exit View As to make changes.';

/** Says why the write buttons are disabled: viewing as another user, or a role that may not. */
export function ReadOnlyNote({ text = READ_ONLY_TEXT }: { text?: string }) {
  return (
    <p
      role="note"
      className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
    >
      <Info aria-hidden className="h-4 w-4 shrink-0" />
      {text}
    </p>
  );
}
