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

export function BlocksView({ blocks, depth = 0 }: { blocks: readonly Block[]; depth?: number }) {
  return (
    <>
      {blocks.map((block) => (
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
  const reason = block.applic ? reader.visibility.hidden.get(block.applic) : undefined;
  if (reason) return <HiddenNote reason={reason} what={HIDDEN_WHAT[block.t] ?? 'Content'} />;
  const content = blockContent(block, depth);
  const marked = reader.showChanges && block.change;
  const highlighted = block.id !== undefined && reader.highlight === block.id;
  return (
    <div
      id={block.id ? domId(block.id) : undefined}
      data-block={block.k}
      className={`reader-block ${marked ? 'change-mark' : ''} ${highlighted ? 'reader-highlight' : ''}`}
      title={
        marked ? changeTitle(block.change?.rfu ?? [], reader.view.reasonsForUpdate) : undefined
      }
    >
      {content}
    </div>
  );
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
function blockContent(block: Block, depth: number): ReactNode {
  switch (block.t) {
    case 'section':
      return (
        <section>
          <Heading depth={depth}>
            <span className="mr-2 tabular-nums">{block.number}</span>
            <InlineView runs={block.title} />
          </Heading>
          <BlocksView blocks={block.c} depth={depth + 1} />
        </section>
      );
    case 'para':
      return (
        <p className="my-2 leading-relaxed">
          <InlineView runs={block.c} />
        </p>
      );
    case 'title':
      return (
        <p className="mt-3 mb-1 font-semibold">
          <InlineView runs={block.c} />
        </p>
      );
    case 'field':
      return (
        <p className="my-1">
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
        <ol className="my-2 list-decimal pl-6 [&_p]:my-0">{items}</ol>
      ) : (
        <ul className="my-2 list-disc pl-6 [&_p]:my-0">{items}</ul>
      );
    }
    case 'definitions':
      return (
        <dl className="my-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
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
      return <AttentionBlock block={block} depth={depth} />;
    case 'figure':
      return <FigureBlock block={block} />;
    case 'table':
      return <TableBlock block={block} depth={depth} />;
    case 'step':
      return (
        <div className="step my-2 flex gap-3">
          <span className="w-12 shrink-0 font-semibold tabular-nums">{block.number}</span>
          <div className="min-w-0 flex-1 [&>div:first-child>p]:mt-0">
            <BlocksView blocks={block.c} depth={depth + 1} />
          </div>
        </div>
      );
    case 'requirements':
      return <RequirementsBlock block={block} />;
    case 'isolation':
      return <IsolationBlock block={block} />;
    case 'parts':
      return <PartsBlock block={block} />;
    case 'challenge':
      return (
        <div className="my-1 flex items-baseline gap-2 [&_p]:my-0">
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
        <section className="my-3">
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
        <p className="my-2 rounded border border-slate-200 bg-slate-50 p-2 text-sm">
          Multimedia: <InlineView runs={block.title} /> ({block.icn}). Multimedia objects are
          offered as a download from the project library.
        </p>
      );
    case 'footnote':
      return (
        <aside className="my-2 border-t border-slate-200 pt-1 text-sm">
          <sup>{block.label}</sup> <BlocksView blocks={block.c} depth={depth} />
        </aside>
      );
  }
}
