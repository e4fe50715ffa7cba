import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { membersProblem } from '../../../access/s1000d-project-access.ts';
import { useSession } from '../../../session/session-context.ts';
import { MEMBERS_TEXT } from './members-text.ts';
import {
  PROJECT_ROLES,
  type Actor,
  type ProjectRole,
  type S1000dProject,
} from '../../../data/s1000d-store-types.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { Panel } from '../../../ui/panel.tsx';

type Props = { project: S1000dProject; canManage: boolean; actor: Actor | null };

/** Members and their project roles; managers add colleagues by e-mail and change roles. */
export function MembersPanel({ project, canManage, actor }: Props) {
  const { backend } = useSession();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ProjectRole>('reader');
  const [names, setNames] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (members: Record<string, ProjectRole>) => {
    const problem = membersProblem(members);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await backend!.s1000dProjects.setMembers(project.id, members, actor!);
    } catch (cause) {
      console.error('Members could not be saved', cause);
      setError(MEMBERS_TEXT.saveFailed);
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setError(MEMBERS_TEXT.email);
    const found = await backend!.userDirectory.find(address).catch(() => null);
    if (!found) return setError(MEMBERS_TEXT.notFound(address));
    if (project.members[found.uid]) return setError(MEMBERS_TEXT.already);
    setNames((n) => ({ ...n, [found.uid]: `${found.displayName} (${address})` }));
    await save({ ...project.members, [found.uid]: role });
    setEmail('');
  };
  const entries = Object.entries(project.members).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Panel id="members-heading" title="Members" bare className="flex flex-col gap-3">
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {entries.map(([uid, held]) => (
          <li
            key={uid}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
          >
            <span className="break-all text-slate-800">
              {uid === actor?.uid ? `${actor.name} (you)` : (names[uid] ?? uid)}
            </span>
            {canManage ? (
              <span className="flex items-center gap-2">
                <select
                  className="field w-36"
                  aria-label={`Project role of ${names[uid] ?? uid}`}
                  value={held}
                  disabled={busy}
                  onChange={(e) =>
                    void save({ ...project.members, [uid]: e.target.value as ProjectRole })
                  }
                >
                  {PROJECT_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={busy}
                  onClick={() => {
                    const rest = { ...project.members };
                    delete rest[uid];
                    void save(rest);
                  }}
                >
                  Remove
                </button>
              </span>
            ) : (
              <span className="text-slate-600">{held}</span>
            )}
          </li>
        ))}
      </ul>
      {canManage && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <TextField
            label="Colleague's e-mail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="min-w-64 flex-1"
          />
          <SelectField
            label="Project role"
            value={role}
            options={PROJECT_ROLES}
            onChange={setRole}
          />
          <IconButton icon={UserPlus} type="submit" className="btn-primary" disabled={busy}>
            Add member
          </IconButton>
        </form>
      )}
      <ErrorMessage plain text={error} />
    </Panel>
  );
}
