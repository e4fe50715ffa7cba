/** What a form's check makes of its draft: the value to save, or the message saying what to fix. */
export type Checked<V> = { value: V; error?: never } | { error: string; value?: never };
