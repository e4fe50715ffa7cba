type Props = {
  /** Nothing is shown while there is no error. */
  text: string | null | undefined;
  /** A plain red line under a small form, rather than the boxed message of a page or dialog. */
  plain?: boolean;
  /** Where the line sits in its form (spacing, grid column). */
  className?: string;
};

/** Why the last action failed, announced to screen readers as it appears. */
export function ErrorMessage({ text, plain = false, className = '' }: Props) {
  if (!text) return null;
  const look = plain ? 'text-sm text-red-700' : 'rounded-md bg-red-50 p-3 text-sm text-red-800';
  return (
    <p role="alert" className={`${className} ${look}`.trim()}>
      {text}
    </p>
  );
}
