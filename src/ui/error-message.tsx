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

/**
 * Why an action was refused, one reason a line: the problems a check found, and the action's
 * own error after them. Nothing is shown while there is none.
 */
export function ErrorList({ errors }: { errors: readonly (string | null | undefined)[] }) {
  const shown = errors.filter((e): e is string => Boolean(e));
  if (shown.length === 0) return null;
  // The alert wraps the list: on the ul itself the role would replace "list", orphaning its items.
  return (
    <div role="alert">
      <ul className="list-disc pl-5 text-sm text-red-700">
        {shown.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  );
}
