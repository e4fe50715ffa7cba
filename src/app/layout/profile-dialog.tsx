import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { formatLongDateTime } from '../../lib/format-date.ts';
import { useSession } from '../../session/session-context.ts';
import { useEnrolledBuckets } from '../../session/use-live-counts.ts';
import { useViewer } from '../../session/use-viewer.ts';
import { OwnDisplayNameEditor } from '../../session/own-display-name-editor.tsx';

type Props = { open: boolean; onClose: () => void; onSignOut: () => void };

export function ProfileDialog({ open, onClose, onSignOut }: Props) {
  const session = useSession();
  const viewer = useViewer();
  const profile = session.profile;
  const noRoles = (profile?.assignedRoles.length ?? 0) === 0;
  const buckets = useEnrolledBuckets(open && noRoles);
  if (!profile) return null;
  const rows: [string, string][] = [
    ['Email', profile.email || '—'],
    ['Role', viewer.sessionRole === 'teacher' ? 'Teacher' : 'Student'],
    ['Member since', formatLongDateTime(profile.createdAt)],
    ['Last login', formatLongDateTime(profile.lastLogin)],
  ];
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-start justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <div className="flex items-start gap-4">
            <span
              aria-hidden
              className="flex h-12 w-12 items-center justify-center rounded-full bg-blue-700 text-xl font-semibold text-white"
            >
              {(profile.displayName[0] ?? '?').toUpperCase()}
            </span>
            <div className="flex-1">
              <DialogTitle className="text-lg font-semibold text-slate-900">
                Profile Settings
              </DialogTitle>
              <p className="text-slate-800">{profile.displayName}</p>
              <p className="text-sm text-slate-600">{viewer.roleLabel}</p>
            </div>
            <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
              <X aria-hidden className="h-5 w-5" />
            </button>
          </div>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-slate-600">{term}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <section className="mt-4 border-t border-slate-200 pt-4">
            <h3 className="text-sm font-semibold text-slate-700">Display name</h3>
            <div className="mt-2">
              <OwnDisplayNameEditor />
              {viewer.readOnly && (
                <p className="mt-1 text-xs text-slate-500">
                  Read-only while viewing as another user.
                </p>
              )}
            </div>
          </section>
          {noRoles && (
            <section className="mt-4 border-t border-slate-200 pt-4">
              <h3 className="text-sm font-semibold text-slate-700">Enrolled courses</h3>
              {buckets === null ? (
                <p className="text-sm text-slate-500">Loading...</p>
              ) : buckets.length === 0 ? (
                <p className="text-sm text-slate-500">Not enrolled in any course yet.</p>
              ) : (
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {buckets.map((b) => (
                    <li key={b.id}>
                      {b.name} {!b.isActive && <span className="text-slate-500">(Inactive)</span>}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          {session.isSessionUser && profile.accessCodeDescription && (
            <section className="mt-4 border-t border-slate-200 pt-4 text-sm">
              <h3 className="font-semibold text-slate-700">Cohort</h3>
              <p>{profile.accessCodeDescription}</p>
              <p className="text-slate-600">
                Access until {formatLongDateTime(profile.accessCodeExpiryDate)}
              </p>
            </section>
          )}
          <div className="mt-6 flex justify-end">
            <button type="button" className="btn-secondary" onClick={onSignOut}>
              Sign Out
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
