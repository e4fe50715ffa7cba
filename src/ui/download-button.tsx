import type { ReactNode } from 'react';
import { downloadFile } from '../lib/browser-file.ts';

type Props = {
  fileName: string;
  /** The MIME type the browser is told (text/csv, application/xml...). */
  type: string;
  /** Made on the click, so a large export is not written again on every render. */
  content: () => string | Uint8Array;
  disabled?: boolean;
  /** The button's look; a secondary button unless told. */
  className?: string;
  children: ReactNode;
};

/** A button that hands the browser a file the page made: a report, an export, an object. */
export function DownloadButton({ fileName, type, content, disabled, className, children }: Props) {
  return (
    <button
      type="button"
      className={className ?? 'btn-secondary'}
      disabled={disabled}
      onClick={() => downloadFile(fileName, content(), type)}
    >
      {children}
    </button>
  );
}
