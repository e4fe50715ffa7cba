/** A form's messages, one per field that failed validation; an empty object means valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;
