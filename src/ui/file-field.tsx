import { useId } from 'react';
import { FieldFrame } from './field-frame.tsx';

type Props = {
  label: string;
  /** The file types the picker offers, as the input's accept attribute; any file without. */
  accept?: string;
  multiple?: boolean;
  onFiles: (files: FileList) => void;
  /** Empties the picker after each choice, so that the same file can be added again. */
  clearAfterChoosing?: boolean;
  className?: string;
};

/** A labelled file picker that hands on the files chosen. */
export function FileField({
  label,
  accept,
  multiple,
  onFiles,
  clearAfterChoosing,
  className,
}: Props) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} className={className}>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        className="mt-1 block text-sm"
        onChange={(e) => {
          if (e.target.files) onFiles(e.target.files);
          if (clearAfterChoosing) e.target.value = '';
        }}
      />
    </FieldFrame>
  );
}
