import { FolderUp, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { fromDataTransfer, fromFileList, type PickedFile } from './read-dropped-files.ts';
import { IconButton } from '../../../ui/icon-button.tsx';

type Props = { disabled: boolean; onFiles: (files: PickedFile[]) => void };

/** Drop files, folders or ZIPs here, or choose them; folders keep their paths. */
export function DropZone({ disabled, onFiles }: Props) {
  const [over, setOver] = useState(false);
  const files = useRef<HTMLInputElement>(null);
  const folder = useRef<HTMLInputElement>(null);
  return (
    <div
      data-testid="drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled) void fromDataTransfer(e.dataTransfer).then(onFiles);
      }}
      className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-8 text-center ${
        over ? 'border-blue-500 bg-blue-50' : 'border-slate-300 bg-white'
      }`}
    >
      <Upload aria-hidden className="h-8 w-8 text-slate-500" />
      <p className="text-slate-700">
        Drop S1000D files, folders or ZIPs here: data modules, publication modules, DMLs, DDNs,
        comments, update files, ICN metadata, SCORM packages and ICNs.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <IconButton
          icon={Upload}
          className="btn-primary"
          disabled={disabled}
          onClick={() => files.current?.click()}
        >
          Choose files
        </IconButton>
        <IconButton
          icon={FolderUp}
          className="btn-secondary"
          disabled={disabled}
          onClick={() => folder.current?.click()}
        >
          Choose a folder
        </IconButton>
      </div>
      <input
        ref={files}
        type="file"
        multiple
        hidden
        aria-label="Files to upload"
        onChange={(e) => {
          if (e.target.files) onFiles(fromFileList(e.target.files));
          e.target.value = '';
        }}
      />
      <input
        ref={folder}
        type="file"
        hidden
        aria-label="Folder to upload"
        {...{ webkitdirectory: '' }}
        onChange={(e) => {
          if (e.target.files) onFiles(fromFileList(e.target.files));
          e.target.value = '';
        }}
      />
    </div>
  );
}
