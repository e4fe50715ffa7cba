import type { FlatLine } from '../../../s1000d/publication/pm-flatten.ts';
import { Panel } from '../../../ui/panel.tsx';

const STATUS: Record<string, string> = { missing: 'not in the project', otherIssue: 'other issue' };

/** The flattened publication (s1kd-flatten's reading order): numbered entries, then modules. */
export function FlatPreview({ lines }: { lines: readonly FlatLine[] }) {
  const modules = lines.filter((l) => l.kind === 'dmRef');
  const unresolved = lines.filter((l) => l.status && l.status !== 'resolved').length;
  const duplicates = lines.filter((l) => l.duplicate).length;
  return (
    <Panel id="pm-preview" title="Flattened publication" compact className="flex flex-col gap-2">
      <p role="status" className="text-sm text-slate-700">
        {modules.length} data module(s), {unresolved} unresolved reference(s), {duplicates}{' '}
        duplicate(s).
      </p>
      <ol
        className="flex max-h-96 flex-col overflow-auto text-sm"
        aria-label="Flattened publication"
      >
        {lines.map((l) => (
          <li key={l.id} style={{ paddingLeft: `${(l.depth - 1) * 1.25}rem` }}>
            {l.kind === 'entry' ? (
              <strong>
                {l.number} {l.title}
              </strong>
            ) : (
              <span>
                {l.title} <span className="font-mono text-xs text-slate-600">{l.ref}</span>
                {l.status && STATUS[l.status] && (
                  <span className="ml-1 text-amber-900">({STATUS[l.status]})</span>
                )}
                {l.duplicate && <span className="ml-1 text-amber-900">(duplicate)</span>}
              </span>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
