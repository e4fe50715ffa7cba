import { useState } from 'react';
import { SIGN_IN_ROLES, type SignInRole } from '../../access/model.ts';
import { SIGN_IN_ROLE_LABELS } from '../../access/role-labels.ts';
import { holdsSignInRole } from '../../access/sign-in-roles.ts';
import { useSession } from '../../session/session-context.ts';

/** The role the app starts in: only roles the user holds are offered. */
export function StartRoleForm({ disabled }: { disabled: boolean }) {
  const { profile, switchRole } = useSession();
  const [status, setStatus] = useState<string | null>(null);
  if (!profile) return null;
  const held = SIGN_IN_ROLES.filter((role) => holdsSignInRole(profile, role));
  if (held.length === 0) return null;
  const change = async (role: SignInRole) => {
    setStatus('Saving...');
    try {
      await switchRole(role);
      setStatus('Saved.');
    } catch {
      setStatus('The role could not be saved. Please try again.');
    }
  };
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="font-semibold text-slate-900">Start in role</h2>
      <label htmlFor="start-role" className="label mt-3">
        Role
      </label>
      <select
        id="start-role"
        className="field mt-1"
        value={profile.selectedRole ?? ''}
        disabled={disabled}
        onChange={(e) => void change(e.target.value as SignInRole)}
      >
        {!profile.selectedRole && <option value="">No role selected</option>}
        {held.map((role) => (
          <option key={role} value={role}>
            {SIGN_IN_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      {status && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {status}
        </p>
      )}
    </section>
  );
}
