import { format } from 'date-fns';
import { useMemo } from 'react';
import { useSession } from '../../../session/session-context.ts';
import { Loading } from '../../../ui/loading.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TableHead } from '../../../ui/table-head.tsx';
import { useLoadList } from '../../../session/use-load.ts';

/** The project's latest changes: who did what to which object, and when. */
export function ProjectHistory({ projectId }: { projectId: string }) {
  const { backend } = useSession();
  const read = useMemo(
    () => (backend ? () => backend.s1000dObjects.history(projectId) : null),
    [backend, projectId],
  );
  const { value: entries, failed } = useLoadList(read, 'History');
  if (failed)
    return <ErrorMessage plain text="The history could not be loaded. Please try again." />;
  if (!entries) return <Loading text="Loading content..." />;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Project history</caption>
      <TableHead
        className="text-xs text-slate-600 uppercase"
        cellClassName="py-1"
        columns={['When', 'Who', 'What', 'Object', 'Issue']}
      />
      <tbody className="divide-y divide-slate-100">
        {entries.map((h) => (
          <tr key={h.id}>
            <td className="py-1 whitespace-nowrap">
              {h.at ? format(h.at, 'd MMM yyyy HH:mm') : ''}
            </td>
            <td>{h.byName}</td>
            <td>{h.action}</td>
            <td className="font-mono text-xs break-all">
              {h.objectKey ||
                (h.objectKeys.length > 1 ? (
                  <details>
                    <summary className="cursor-pointer font-sans">
                      {h.objectKeys.length} objects
                    </summary>
                    <ul>
                      {h.objectKeys.map((key) => (
                        <li key={key}>{key}</li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  h.detail
                ))}
            </td>
            <td className="font-mono text-xs">{h.issue}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
