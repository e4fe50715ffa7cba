import type { ReactNode } from 'react';
import { Panel } from '../../../ui/panel.tsx';

/** One titled part of the column beside the editor (checks, identification, reasons...). */
export function SideSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Panel bare compact id={id} title={title} className="flex flex-col gap-2 text-sm">
      {children}
    </Panel>
  );
}
