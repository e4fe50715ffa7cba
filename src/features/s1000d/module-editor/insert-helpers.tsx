import { useState } from 'react';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { SideSection } from './side-section.tsx';

type Target = { id: string; element: string };

type Props = {
  rows: readonly ObjectListing[];
  targets: readonly Target[];
  onDmRef: (row: ObjectListing) => void;
  onIcn: (row: ObjectListing) => void;
  onInternalRef: (target: Target) => void;
  /** Sets applicRefId on the element the cursor is in. */
  onApplic: (id: string) => void;
};

/** Insert helpers: a dmRef from the library, an ICN (declared in the DOCTYPE), internal refs, applicRefId. */
export function InsertHelpers({ rows, targets, onDmRef, onIcn, onInternalRef, onApplic }: Props) {
  const modules = rows.filter((r) => r.t === 'dm');
  const icns = rows.filter((r) => r.t === 'icn');
  const applics = targets.filter((t) => t.element === 'applic');
  const [dm, setDm] = useState('');
  const [icn, setIcn] = useState('');
  const [target, setTarget] = useState('');
  const [applic, setApplic] = useState('');
  const pick = (
    label: string,
    value: string,
    set: (v: string) => void,
    options: [string, string][],
    action: string,
    run: () => void,
  ) => (
    <div className="flex items-end gap-2">
      <label className="flex min-w-0 flex-1 flex-col text-sm">
        {label}
        <select className="field" value={value} onChange={(e) => set(e.target.value)}>
          <option value="">Choose…</option>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn-secondary" disabled={!value} onClick={run}>
        {action}
      </button>
    </div>
  );
  return (
    <SideSection id="insert-heading" title="Insert at the cursor">
      {pick(
        'Data module reference',
        dm,
        setDm,
        modules.map((r) => [r.k, `${r.c} ${r.n}`]),
        'Insert dmRef',
        () => {
          const row = modules.find((r) => r.k === dm);
          if (row) onDmRef(row);
        },
      )}
      {pick(
        'Illustration (ICN)',
        icn,
        setIcn,
        icns.map((r) => [r.k, `${r.c} ${r.n}`]),
        'Insert ICN',
        () => {
          const row = icns.find((r) => r.k === icn);
          if (row) onIcn(row);
        },
      )}
      {pick(
        'Internal reference target',
        target,
        setTarget,
        targets.map((t) => [t.id, `${t.id} (${t.element})`]),
        'Insert internalRef',
        () => {
          const chosen = targets.find((t) => t.id === target);
          if (chosen) onInternalRef(chosen);
        },
      )}
      {pick(
        'Applicability (applicRefId)',
        applic,
        setApplic,
        applics.map((t) => [t.id, t.id]),
        'Set applicRefId',
        () => onApplic(applic),
      )}
    </SideSection>
  );
}
