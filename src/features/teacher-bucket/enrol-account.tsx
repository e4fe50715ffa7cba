import { useMemo, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import { useLoad } from '../../session/use-load.ts';
import type { BucketMember } from '../../domain/bucket-members.ts';
import type { UserProfile } from '../../domain/users.ts';
import { TEACHER_TEXT } from './teacher-bucket.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';

/** Enrols a student account (no roles) that is not yet a member: profile and membership together. */
export function EnrolAccount({
  bucketId,
  members,
  disabled,
}: {
  bucketId: string;
  members: readonly BucketMember[];
  disabled: boolean;
}) {
  const { backend } = useSession();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useMemo(
    () =>
      backend
        ? () =>
            backend.users
              .listNewestFirst()
              .then((users) => users.filter((u) => u.assignedRoles.length === 0 && u.active))
        : null,
    [backend],
  );
  const students = useLoad<UserProfile[]>(load, { initial: [], fallback: [], what: 'Users' }).value;
  const enrolled = new Set(members.map((m) => m.learnerId));
  const candidates = students.filter((u) => !enrolled.has(u.uid));
  const studentLabel = (uid: string) => {
    const u = candidates.find((c) => c.uid === uid);
    return u ? `${u.displayName || u.name} (${u.email})` : uid;
  };

  const enrol = async () => {
    const student = candidates.find((u) => u.uid === chosen);
    if (!student) return;
    setBusy(true);
    setError(null);
    try {
      await backend!.bucketMembers.enrolAccount(bucketId, {
        uid: student.uid,
        name: student.displayName || student.name,
      });
      setChosen('');
    } catch (caught) {
      console.error('Enrolling failed', caught);
      setError(TEACHER_TEXT.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        label="Enrol a student account"
        value={chosen}
        options={candidates.map((u) => u.uid)}
        labels={studentLabel}
        none="Choose a student"
        disabled={disabled}
        onChange={setChosen}
      />
      <button
        type="button"
        className="btn-secondary"
        disabled={disabled || busy || !chosen}
        onClick={() => void enrol()}
      >
        Enrol
      </button>
      <ErrorMessage plain className="w-full" text={error} />
    </div>
  );
}
