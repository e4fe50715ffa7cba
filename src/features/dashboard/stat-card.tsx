import { Link } from 'react-router';

type Props = { label: string; value: number | undefined; to?: string };

export function StatCard({ label, value, to }: Props) {
  const body = (
    <>
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="mt-1 block text-2xl font-semibold text-slate-900">{value ?? '…'}</span>
    </>
  );
  const style = 'block rounded-lg border border-slate-200 bg-white p-4';
  return to ? (
    <Link to={to} className={`${style} hover:border-blue-400`}>
      {body}
    </Link>
  ) : (
    <div className={style}>{body}</div>
  );
}
