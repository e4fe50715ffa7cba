import { useId, type InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  multiline?: boolean;
  /** Lines a multiline field shows. */
  rows?: number;
  /** The input's own width or font, where it holds a code (`w-28 font-mono`); the label keeps its own. */
  inputClassName?: string;
};

/** A labelled input whose error is announced with it (aria-describedby). */
export function TextField({
  label,
  error,
  multiline,
  rows = 3,
  className,
  inputClassName,
  ...input
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    className: inputClassName ? `field mt-1 ${inputClassName}` : 'field mt-1',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <FieldFrame id={id} label={label} className={className}>
      {multiline ? (
        <textarea
          {...common}
          rows={rows}
          maxLength={input.maxLength}
          value={input.value}
          onChange={input.onChange as unknown as React.ChangeEventHandler<HTMLTextAreaElement>}
          disabled={input.disabled}
        />
      ) : (
        <input {...common} {...input} />
      )}
      {error && (
        <p id={errorId} aria-live="polite" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </FieldFrame>
  );
}
