import { EyeOff } from 'lucide-react';
import { propertyLabel, statementText } from '../../../../s1000d/reader/applic-expr.ts';
import type { HiddenReason } from '../../../../s1000d/reader/visibility.ts';
import { useReaderProject } from './reader-context.ts';

/**
 * Where content was hidden for the chosen product: a short line, and on request why — the
 * applicability statement and each value that failed.
 */
export function HiddenNote({ reason, what = 'Content' }: { reason: HiddenReason; what?: string }) {
  const { properties } = useReaderProject();
  const statement = statementText(reason.statement, properties);
  return (
    <details className="hidden-note my-2 rounded border border-dashed border-slate-300 bg-slate-50 px-3 py-1 text-sm text-slate-700 print:hidden">
      <summary className="flex cursor-pointer items-center gap-2">
        <EyeOff aria-hidden className="h-4 w-4" />
        {what} hidden for this product: {statement || 'not applicable'}
        <span className="text-blue-800 underline">Why hidden?</span>
      </summary>
      <WhyHidden reason={reason} />
    </details>
  );
}

export function WhyHidden({ reason }: { reason: HiddenReason }) {
  const { properties } = useReaderProject();
  return (
    <div className="mt-1 mb-2 space-y-1">
      <p>
        Applies to:{' '}
        <strong>{statementText(reason.statement, properties) || '(no display text)'}</strong>
      </p>
      {reason.failed.length > 0 && (
        <ul className="list-disc pl-5">
          {reason.failed.map((f, i) => (
            <li key={i}>
              {propertyLabel(f.ident, f.type, properties)} must be{' '}
              {f.required.split('|').join(' or ')}; your product has{' '}
              {f.actual ? <strong>{f.actual}</strong> : 'no value'}.
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
