import { useCallback, useState } from 'react';

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * A form's draft: its values, a partial update, and for a text property the value and change a
 * TextField takes (`<TextField label="Title" {...field('title')} />`).
 */
export function useDraft<T extends object>(initial: T | (() => T)) {
  const [draft, setDraft] = useState<T>(initial);
  const set = useCallback((patch: Partial<T>) => setDraft((d) => ({ ...d, ...patch })), []);
  const field = (key: TextKey<T>) => ({
    value: draft[key] as string,
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value } as Partial<T>),
  });
  return { draft, setDraft, set, field };
}
