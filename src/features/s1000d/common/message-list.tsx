type Props = { label: string; items: readonly string[]; alert?: boolean };

/** Problems (announced) or warnings of an export or import, one a line. */
export function MessageList({ label, items, alert = false }: Props) {
  if (!items.length) return null;
  const list = (
    <ul
      aria-label={label}
      className={`list-disc pl-5 text-sm ${alert ? 'text-red-700' : 'text-amber-900'}`}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
  // The alert wraps the list: on the ul itself the role would replace "list", orphaning its items.
  return alert ? <div role="alert">{list}</div> : list;
}
