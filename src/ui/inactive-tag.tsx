/** The spec's Inactive tag on a bucket that is not active. */
export function InactiveTag() {
  return <span className="rounded bg-slate-200 px-1.5 text-xs text-slate-700">Inactive</span>;
}
