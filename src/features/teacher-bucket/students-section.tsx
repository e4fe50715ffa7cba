import { format } from 'date-fns';
import { useId } from 'react';
import type { BucketMember } from '../../domain/bucket-members.ts';
import { EnrolAccount } from './enrol-account.tsx';
import { ProgressCell } from './progress-cell.tsx';
import { TEACHER_TEXT } from './teacher-bucket.ts';
import { TableHead } from '../../ui/table-head.tsx';

type Props = {
  bucketId: string;
  courses: readonly { id: string; name: string }[];
  members: readonly BucketMember[] | undefined;
  canEnrol: boolean;
  disabled: boolean;
};

/** The bucket's students and their progress in its courses; people who may edit users enrol accounts. */
export function StudentsSection({ bucketId, courses, members, canEnrol, disabled }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Students
      </h2>
      {members === undefined ? (
        <p className="text-slate-600">Loading...</p>
      ) : members.length === 0 ? (
        <p className="text-slate-600">
          No students yet. Issue an access code, or enrol an account.
        </p>
      ) : (
        <table className="w-full rounded-lg border border-slate-200 bg-white text-left text-sm">
          <caption className="sr-only">Students of this bucket</caption>
          <TableHead
            className="text-slate-600"
            cellClassName="p-2"
            columns={['Name', 'Joined with', 'Joined', ...courses.map((c) => c.name)]}
          />
          <tbody>
            {members.map((m) => (
              <tr key={m.learnerId} className="border-t border-slate-200">
                <td className="p-2">{m.name}</td>
                <td className="p-2">{m.kind === 'session' ? 'Access code' : 'Account'}</td>
                <td className="p-2">{m.joinedAt ? format(m.joinedAt, 'd MMM yyyy') : ''}</td>
                {courses.map((c) => (
                  <td key={c.id} className="p-2">
                    <ProgressCell learnerId={m.learnerId} courseId={c.id} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEnrol ? (
        <EnrolAccount bucketId={bucketId} members={members ?? []} disabled={disabled} />
      ) : (
        <p className="text-sm text-slate-600">{TEACHER_TEXT.noEnrolPermission}</p>
      )}
    </section>
  );
}
