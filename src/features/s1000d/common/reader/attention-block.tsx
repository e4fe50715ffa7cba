import { AlertOctagon, AlertTriangle, Info } from 'lucide-react';
import type { BlockOf } from '../../../../s1000d/reader/model.ts';
import { useReader } from './reader-context.ts';

const STYLE = {
  warning: {
    label: 'WARNING',
    box: 'border-2 border-red-700 bg-red-50',
    head: 'text-red-800',
    Icon: AlertOctagon,
  },
  caution: {
    label: 'CAUTION',
    box: 'border-2 border-amber-600 bg-amber-50',
    head: 'text-amber-900',
    Icon: AlertTriangle,
  },
  note: {
    label: 'NOTE',
    box: 'border-l-4 border-slate-400 bg-slate-50',
    head: 'text-slate-800',
    Icon: Info,
  },
} as const;

/**
 * Warnings, cautions and notes as technical manuals set them: a boxed, centred heading
 * for warnings and cautions (danger to people, to equipment), a plain labelled note.
 */
export function AttentionBlock({
  block,
  depth,
}: {
  block: BlockOf<'note' | 'warning' | 'caution'>;
  depth: number;
}) {
  const { renderBlocks } = useReader();
  const style = STYLE[block.t];
  const centred = block.t !== 'note';
  return (
    <div
      role="note"
      aria-label={style.label.toLowerCase()}
      className={`attention my-3 rounded px-4 py-2 ${style.box}`}
    >
      <p
        className={`flex items-center gap-2 font-bold tracking-wide ${style.head} ${centred ? 'justify-center' : ''}`}
      >
        <style.Icon aria-hidden className="h-5 w-5" />
        {style.label}
      </p>
      <div className={centred ? 'text-center [&_li]:text-left' : ''}>
        {renderBlocks(block.c, depth)}
      </div>
    </div>
  );
}
