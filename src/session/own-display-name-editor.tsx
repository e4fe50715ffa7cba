import { DisplayNameEditor } from '../ui/display-name-editor.tsx';
import { useSession } from './session-context.ts';
import { useViewer } from './use-viewer.ts';

/** The rendered user's display name, editable by them and read-only while viewing as someone. */
export function OwnDisplayNameEditor() {
  const session = useSession();
  const { readOnly } = useViewer();
  if (!session.profile) return null;
  return (
    <DisplayNameEditor
      key={session.profile.uid}
      saved={session.profile.displayName}
      onSave={session.updateDisplayName}
      disabled={readOnly}
    />
  );
}
