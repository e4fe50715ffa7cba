import type { ReactNode } from 'react';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { MessageList } from '../common/message-list.tsx';
import { ActionButton } from '../../../ui/action-button.tsx';
import { DoneMessage } from '../../../ui/done-message.tsx';
import type { TableSaving } from './use-table-save.ts';

type Props = {
  saving: TableSaving;
  /** Said above the button (who may save, say). */
  note?: ReactNode;
};

/** Why the table was not saved, its save button, and what came of saving. */
export function TableSaveFooter({ saving, note }: Props) {
  const { table, problems, save, canSave, saved } = saving;
  return (
    <>
      <MessageList label={`Why the ${table} was not saved`} items={problems} alert />
      {note}
      <div>
        <ActionButton action={save} disabled={!canSave} busyText="Saving...">
          {`Save the ${table}`}
        </ActionButton>
      </div>
      <ErrorMessage text={save.error} plain />
      <DoneMessage text={saved} />
    </>
  );
}
