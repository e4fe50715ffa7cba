/** What the last action did, announced to screen readers as it appears (ErrorMessage's pair). */
export function DoneMessage({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p role="status" className="text-sm text-emerald-800">
      {text}
    </p>
  );
}
