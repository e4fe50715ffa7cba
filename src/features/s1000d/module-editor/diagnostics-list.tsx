import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import type { Diagnostic } from '../../../s1000d/authoring/diagnostics.ts';
import { SideSection } from './side-section.tsx';

type Props = {
  diagnostics: readonly Diagnostic[] | null;
  checking: boolean;
  onJump: (line: number) => void;
};

const SOURCE_LABEL = {
  xml: 'XML',
  brex: 'BREX',
  reference: 'Reference',
  id: 'Id',
  ste: 'STE',
} as const;

/**
 * The checks' findings, each a button that takes the cursor to its line. A long module can
 * have thousands (5,081 STE findings on the 1 MB bench module): the list is virtual, and the
 * component is memoized, so a keystroke does not draw it again (decision 1262).
 */
export const DiagnosticsList = memo(function DiagnosticsList({
  diagnostics,
  checking,
  onJump,
}: Props) {
  const errors = diagnostics?.filter((d) => d.severity === 'error').length ?? 0;
  const warnings = (diagnostics?.length ?? 0) - errors;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: diagnostics?.length ?? 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => 30,
    overscan: 10,
  });
  return (
    <SideSection id="diagnostics-heading" title="Checks">
      <p role="status" className="text-sm text-slate-600">
        {diagnostics === null || checking
          ? 'Checking…'
          : diagnostics.length === 0
            ? 'No problems: well-formed, passes its BREX, every reference resolved, no STE finding.'
            : `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`}
      </p>
      <div ref={scroller} className="max-h-72 overflow-auto text-sm">
        <ul className="relative" style={{ height: virtual.getTotalSize() }}>
          {virtual.getVirtualItems().map((item) => {
            const d = diagnostics![item.index]!;
            return (
              <li
                key={item.key}
                data-index={item.index}
                ref={virtual.measureElement}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <button
                  type="button"
                  className="w-full rounded px-2 py-1 text-left hover:bg-slate-100"
                  onClick={() => onJump(d.line)}
                >
                  <span className={d.severity === 'error' ? 'text-red-700' : 'text-amber-700'}>
                    {d.severity === 'error' ? 'Error' : 'Warning'}
                  </span>{' '}
                  <span className="text-slate-500">
                    {SOURCE_LABEL[d.source]}, line {d.line}:
                  </span>{' '}
                  {d.message}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </SideSection>
  );
});
