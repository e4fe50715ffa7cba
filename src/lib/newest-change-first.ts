/** Sorts documents by their last change, the newest first; one never changed goes last. */
export function newestChangeFirst(a: { updatedAt?: Date | null }, b: { updatedAt?: Date | null }) {
  return (b.updatedAt?.getTime() ?? 0) - (a.updatedAt?.getTime() ?? 0);
}
