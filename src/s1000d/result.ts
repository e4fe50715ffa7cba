/** Outcome of parsing user- or file-supplied text: never throws, always says why it failed. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function ok<T>(value: T): ParseResult<T> {
  return { ok: true, value };
}

export function fail<T>(error: string): ParseResult<T> {
  return { ok: false, error };
}
