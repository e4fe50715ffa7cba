import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../session/session-context.ts';
import { Loading } from '../../ui/loading.tsx';
import { ReadOnlyNote } from '../../ui/read-only-note.tsx';
import { NO_CREATE_TEXT } from './pbs-notes.ts';
import { usePbsPermissions } from './pbs-permissions.ts';
import { TextField } from '../../ui/text-field.tsx';
import { LIST_TEXT } from './use-pbs-projects.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';

export default function CreatePbsPage() {
  const { backend, profile } = useSession();
  const can = usePbsPermissions();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The IPS programme set-up of the wizard hub opens this page with its product filled in.
  const [form, setForm] = useState(() => ({
    name: params.get('name') ?? '',
    description: params.get('description') ?? '',
    product: params.get('product') ?? '',
  }));
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!backend || !profile) return <Loading />;

  const submit = async () => {
    const name = form.name.trim();
    if (!name) return setError(LIST_TEXT.nameRequired);
    setBusy(true);
    try {
      if (await backend.pbsProjects.existsByName(profile.uid, name)) {
        setError(LIST_TEXT.nameTaken(name));
        return;
      }
      const fields = {
        description: form.description.trim(),
        product: form.product.trim(),
        items: [],
      };
      const id = await backend.pbsProjects.create(profile.uid, name, fields);
      void navigate(`/tools/pbs-projects/${id}`);
    } catch (cause) {
      console.error('PBS project could not be created', cause);
      setFailed(LIST_TEXT.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">Create PBS</h1>
      {!can.canCreate && <ReadOnlyNote text={can.readOnly ? undefined : NO_CREATE_TEXT} />}
      <form
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Project name"
          value={form.name}
          error={error}
          onChange={set('name')}
          required
        />
        <TextField label="Product" value={form.product} onChange={set('product')} />
        <TextField
          label="Description"
          multiline
          value={form.description}
          onChange={set('description')}
        />
        <ErrorMessage text={failed} plain />
        <div className="flex justify-end gap-3">
          <Link to="/tools/pbs-projects" className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={!can.canCreate || busy}>
            Create project
          </button>
        </div>
      </form>
    </div>
  );
}
