type Props = { label: string; items: readonly string[]; alert?: boolean };

/** Problems (announced) or warnings of an export or import, one a line. */
export function MessageList({ label, items, alert = false }: Props) {
  if (!items.length) return null;
  return (
    <ul
      aria-label={label}
      role={alert ? 'alert' : undefined}
      className={`list-disc pl-5 text-sm ${alert ? 'text-red-700' : 'text-amber-900'}`}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
