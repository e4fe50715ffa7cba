import { useEffect, useMemo, useRef } from 'react';
import { decodeXmlBytes } from '../../../s1000d/xml/decode-xml-bytes.ts';
import { Modal } from '../../../ui/modal.tsx';

type Props = {
  name: string;
  bytes: Uint8Array;
  line?: number;
  onClose: () => void;
};

/** Lines shown either side of the finding: a 50 MB object must not become a million nodes. */
const AROUND = 300;

/** The object's text with line numbers, opened at a finding's line (highlighted). */
export function ObjectSourceDialog({ name, bytes, line, onClose }: Props) {
  const lines = useMemo(() => decodeXmlBytes(bytes).split(/\r\n|\r|\n/), [bytes]);
  const target = line ?? 1;
  const from = Math.max(1, target - AROUND);
  const to = Math.min(lines.length, target + AROUND);
  const marked = useRef<HTMLLIElement>(null);
  useEffect(() => marked.current?.scrollIntoView({ block: 'center' }), [target]);
  return (
    <Modal title={name} open onClose={onClose} wide>
      <p className="text-sm text-slate-700">
        {line ? `Line ${line} of ${lines.length}` : `${lines.length} lines`}
        {(from > 1 || to < lines.length) && `; lines ${from} to ${to} shown`}
      </p>
      <ol
        aria-label={`Source of ${name}`}
        className="mt-2 max-h-[60vh] overflow-auto rounded border border-slate-200 bg-slate-50 font-mono text-xs"
      >
        {lines.slice(from - 1, to).map((text, i) => {
          const number = from + i;
          const current = number === line;
          return (
            <li
              key={number}
              ref={current ? marked : undefined}
              aria-current={current ? 'true' : undefined}
              className={`flex gap-3 px-2 whitespace-pre ${current ? 'bg-amber-100' : ''}`}
            >
              <span className="w-12 shrink-0 text-right text-slate-500 select-none">{number}</span>
              <span>{text}</span>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex justify-end">
        <button type="button" className="btn-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
