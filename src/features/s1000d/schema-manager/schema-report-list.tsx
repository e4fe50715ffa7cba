import type { SchemaReport, SchemaStatus } from '../../../s1000d/schemas/xsd-validator.ts';

const STATUS_NAMES: Record<SchemaStatus, string> = {
  valid: 'Valid',
  invalid: 'Invalid',
  notWellFormed: 'Not well-formed',
  refused: 'Refused',
  noSchema: 'No schema named',
  missingSet: 'Schema set missing',
  missingSchema: 'Schema missing from the set',
  schemaError: 'Schema does not compile',
};

const ORDER: SchemaStatus[] = [
  'notWellFormed',
  'invalid',
  'missingSet',
  'missingSchema',
  'schemaError',
  'refused',
  'noSchema',
  'valid',
];

/** Each object's schema status, problems first, with every error and its line. */
export function SchemaReportList({ reports }: { reports: readonly SchemaReport[] }) {
  const counts = ORDER.map(
    (s) => [s, reports.filter((r) => r.status === s).length] as const,
  ).filter(([, n]) => n > 0);
  const sorted = [...reports].sort(
    (a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status) || a.object.localeCompare(b.object),
  );
  return (
    <section aria-label="Schema validation" className="flex flex-col gap-2">
      <p role="status" className="text-sm text-slate-800">
        {counts.map(([s, n]) => `${STATUS_NAMES[s]}: ${n}`).join(' · ')}
      </p>
      <ul className="flex flex-col gap-2 text-sm">
        {sorted.map((r) => (
          <li
            key={r.object}
            aria-label={r.object}
            className={r.status === 'valid' ? 'text-slate-700' : 'text-red-800'}
          >
            <span className="font-mono">{r.object}</span>: {STATUS_NAMES[r.status]}
            {r.status !== 'valid' && <span> — {r.message}</span>}
            {r.errors.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {r.errors.map((e, i) => (
                  <li key={i}>
                    line {e.line}: {e.message}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
