type Props = {
  /** Nothing is shown while there is no error. */
  text: string | null | undefined;
  /** A plain red line under a small form, rather than the boxed message of a page or dialog. */
  plain?: boolean;
};

/** Why the last action failed, announced to screen readers as it appears. */
export function ErrorMessage({ text, plain = false }: Props) {
  if (!text) return null;
  return (
    <p
      role="alert"
      className={plain ? 'text-sm text-red-700' : 'rounded-md bg-red-50 p-3 text-sm text-red-800'}
    >
      {text}
    </p>
  );
}
