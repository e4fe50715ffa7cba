/** The spec's loading texts: Loading..., Loading page..., Loading content..., Loading {product}... */
export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 p-8 text-slate-600">
      <span
        aria-hidden
        className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-blue-600"
      />
      {text}
    </div>
  );
}
