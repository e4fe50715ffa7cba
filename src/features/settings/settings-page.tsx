import { OwnDisplayNameEditor } from '../../session/own-display-name-editor.tsx';
import { useSession } from '../../session/session-context.ts';
import { useViewer } from '../../session/use-viewer.ts';
import { formatLongDateTime } from '../../lib/format-date.ts';
import { Loading } from '../../ui/loading.tsx';
import { PasswordForm } from './password-form.tsx';
import { StartRoleForm } from './start-role-form.tsx';

export default function SettingsPage() {
  const session = useSession();
  const viewer = useViewer();
  const profile = session.profile;
  if (!profile) return <Loading />;
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">Settings</h1>
      {viewer.readOnly && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          You are viewing as {profile.displayName}: settings are read-only.
        </p>
      )}
      <section className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 className="font-semibold text-slate-900">Display name</h2>
        <div className="mt-3">
          <OwnDisplayNameEditor />
        </div>
      </section>
      {session.isSessionUser ? (
        <section className="rounded-lg border border-slate-200 bg-white p-5 text-sm">
          <h2 className="font-semibold text-slate-900">Your class</h2>
          <p className="mt-2">{profile.accessCodeDescription ?? 'Joined with an access code'}</p>
          <p className="text-slate-600">
            Access until {formatLongDateTime(profile.accessCodeExpiryDate)}
          </p>
        </section>
      ) : (
        <>
          <StartRoleForm disabled={viewer.readOnly} />
          <PasswordForm disabled={viewer.readOnly} />
        </>
      )}
    </div>
  );
}
