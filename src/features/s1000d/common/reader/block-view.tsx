import { memo, type ReactNode } from 'react';
import type { Block } from '../../../../s1000d/reader/model.ts';
import { AttentionBlock } from './attention-block.tsx';
import { FigureBlock } from './figure-block.tsx';
import { HiddenNote } from './hidden-note.tsx';
import { InlineView, MarkedText } from './inline-view.tsx';
import { IsolationBlock } from './isolation-block.tsx';
import { PartsBlock } from './parts-block.tsx';
import { domId, useReader } from './reader-context.ts';
import { RequirementsBlock } from './requirements-block.tsx';
import { TableBlock } from './table-block.tsx';
import { useDrawnOf, useIsHighlighted } from './use-reader-stage.ts';

/** A list of blocks, drawn as far as the module's drawing has reached (decision 1540). */
export function BlocksView({ blocks, depth = 0 }: { blocks: readonly Block[]; depth?: number }) {
  const drawn = useDrawnOf(blocks);
  return (
    <>
      {blocks.slice(0, drawn).map((block) => (
        <BlockView key={block.k} block={block} depth={depth} />
      ))}
    </>
  );
}

const HIDDEN_WHAT: Partial<Record<Block['t'], string>> = {
  section: 'A paragraph',
  step: 'A step',
  figure: 'A figure',
  table: 'A table',
  warning: 'A warning',
  caution: 'A caution',
  note: 'A note',
};

/**
 * One block: hidden (with why) when it does not apply, change-marked when asked. Memoised:
 * a block is drawn again when the reader's showing changes, not whenever a parent is.
 */
export const BlockView = memo(function BlockView({
  block,
  depth,
}: {
  block: Block;
  depth: number;
}) {
  const reader = useReader();
  const highlighted = useIsHighlighted(block.id);
  const reason = block.applic ? reader.visibility.hidden.get(block.applic) : undefined;
  if (reason) return <HiddenNote reason={reason} what={HIDDEN_WHAT[block.t] ?? 'Content'} />;
  const marked = reader.showChanges && block.change;
  const frame: Frame = {
    id: block.id ? domId(block.id) : undefined,
    'data-block': block.k,
    className: `${marked ? 'change-mark' : ''} ${highlighted ? 'reader-highlight' : ''}`.trim(),
    title: marked ? changeTitle(block.change?.rfu ?? [], reader.view.reasonsForUpdate) : undefined,
  };
  return blockContent(block, depth, frame);
});

/**
 * What marks a block's outer element: its id (link target), its key (search hits), the
 * change mark and the highlight. Put on the block's own element rather than on a wrapper:
 * a 1 MB module has thousands of blocks, and each wrapper was one more element to draw.
 */
type Frame = {
  id: string | undefined;
  'data-block': number;
  className: string;
  title: string | undefined;
};

const framed = (frame: Frame, className: string) => ({
  ...frame,
  className: frame.className ? `${className} ${frame.className}` : className,
});

function changeTitle(rfu: readonly string[], reasons: readonly { id?: string; text: string }[]) {
  const texts = rfu.map((id) => reasons.find((r) => r.id === id)?.text).filter(Boolean);
  return texts.length ? `Changed: ${texts.join('; ')}` : 'Changed';
}

function Heading({ depth, children }: { depth: number; children: ReactNode }) {
  const level = Math.min(6, depth + 2);
  const className =
    depth === 0 ? 'text-lg font-semibold text-slate-900' : 'font-semibold text-slate-900';
  const Tag = `h${level}` as 'h2';
  return <Tag className={`mt-4 mb-2 ${className}`}>{children}</Tag>;
}

/** A block's own markup: a plain function, not a component, to keep one layer less per block. */
function blockContent(block: Block, depth: number, frame: Frame): ReactNode {
  switch (block.t) {
    case 'section':
      return (
        <section {...frame}>
          <Heading depth={depth}>
            <span className="mr-2 tabular-nums">{block.number}</span>
            <InlineView runs={block.title} />
          </Heading>
          <BlocksView blocks={block.c} depth={depth + 1} />
        </section>
      );
    case 'para':
      return (
        <p {...framed(frame, 'my-2 leading-relaxed')}>
          <InlineView runs={block.c} />
        </p>
      );
    case 'title':
      return (
        <p {...framed(frame, 'mt-3 mb-1 font-semibold')}>
          <InlineView runs={block.c} />
        </p>
      );
    case 'field':
      return (
        <p {...framed(frame, 'my-1')}>
          <span className="font-medium text-slate-700">{block.label}: </span>
          <InlineView runs={block.c} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={i} className="my-1">
          <BlocksView blocks={item} depth={depth} />
        </li>
      ));
      return block.ordered ? (
        <ol {...framed(frame, 'my-2 list-decimal pl-6 [&_p]:my-0')}>{items}</ol>
      ) : (
        <ul {...framed(frame, 'my-2 list-disc pl-6 [&_p]:my-0')}>{items}</ul>
      );
    }
    case 'definitions':
      return (
        <dl {...framed(frame, 'my-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1')}>
          {block.items.map((item, i) => (
            <div key={i} className="contents">
              <dt className="font-medium">
                <InlineView runs={item.term} />
              </dt>
              <dd className="[&_p]:my-0">
                <BlocksView blocks={item.c} depth={depth} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'note':
    case 'warning':
    case 'caution':
      return (
        <div {...frame}>
          <AttentionBlock block={block} depth={depth} />
        </div>
      );
    case 'figure':
      return (
        <div {...frame}>
          <FigureBlock block={block} />
        </div>
      );
    case 'table':
      return (
        <div {...frame}>
          <TableBlock block={block} depth={depth} />
        </div>
      );
    case 'step':
      return (
        <div {...framed(frame, 'step my-2 flex gap-3')}>
          <span className="w-12 shrink-0 font-semibold tabular-nums">{block.number}</span>
          <div className="min-w-0 flex-1 [&>p:first-child]:mt-0">
            <BlocksView blocks={block.c} depth={depth + 1} />
          </div>
        </div>
      );
    case 'requirements':
      return (
        <div {...frame}>
          <RequirementsBlock block={block} />
        </div>
      );
    case 'isolation':
      return (
        <div {...frame}>
          <IsolationBlock block={block} />
        </div>
      );
    case 'parts':
      return (
        <div {...frame}>
          <PartsBlock block={block} />
        </div>
      );
    case 'challenge':
      return (
        <div {...framed(frame, 'my-1 flex items-baseline gap-2 [&_p]:my-0')}>
          <div>
            <BlocksView blocks={block.challenge} depth={depth} />
          </div>
          <span aria-hidden className="min-w-8 flex-1 border-b border-dotted border-slate-400" />
          <div className="font-semibold">
            <BlocksView blocks={block.response} depth={depth} />
          </div>
        </div>
      );
    case 'group':
      return (
        <section {...framed(frame, 'my-3')}>
          <Heading depth={depth}>
            <MarkedText text={block.label} />
          </Heading>
          <div className={depth > 2 ? '' : 'pl-0'}>
            <BlocksView blocks={block.c} depth={depth + 1} />
          </div>
        </section>
      );
    case 'multimedia':
      return (
        <p {...framed(frame, 'my-2 rounded border border-slate-200 bg-slate-50 p-2 text-sm')}>
          Multimedia: <InlineView runs={block.title} /> ({block.icn}). Multimedia objects are
          offered as a download from the project library.
        </p>
      );
    case 'footnote':
      return (
        <aside {...framed(frame, 'my-2 border-t border-slate-200 pt-1 text-sm')}>
          <sup>{block.label}</sup> <BlocksView blocks={block.c} depth={depth} />
        </aside>
      );
  }
}
