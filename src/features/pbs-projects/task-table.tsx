import { Link } from 'react-router';
import type { SupportTask } from './support-task.ts';

/** The item's support tasks, each linking to its own page. */
export function TaskTable({ tasks, base }: { tasks: SupportTask[]; base: string }) {
  if (tasks.length === 0) return <p className="text-slate-600">No support tasks yet.</p>;
  return (
    <table className="w-full rounded-lg border border-slate-200 bg-white text-left text-sm">
      <thead className="bg-slate-50 text-slate-700">
        <tr>
          {['Code', 'Title', 'Type', 'Interval', 'Duration', 'Status'].map((h) => (
            <th key={h} scope="col" className="p-2 font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {tasks.map((t) => (
          <tr key={t.id}>
            <td className="p-2 font-mono text-xs">{t.code}</td>
            <td className="p-2">
              <Link to={`${base}/tasks/${t.id}`} className="text-blue-800 underline">
                {t.title || 'Untitled task'}
              </Link>
            </td>
            <td className="p-2">{t.type}</td>
            <td className="p-2">{t.interval || '—'}</td>
            <td className="p-2">{t.duration} h</td>
            <td className="p-2">{t.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
