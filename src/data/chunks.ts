/** Firestore accepts at most 30 values in one `in` filter. */
export const IN_QUERY_LIMIT = 30;

export function chunk<T>(values: readonly T[], size = IN_QUERY_LIMIT): T[][] {
  const unique = [...new Set(values)];
  const chunks: T[][] = [];
  for (let i = 0; i < unique.length; i += size) chunks.push(unique.slice(i, i + size));
  return chunks;
}
