import type { BlockOf, Hotspot } from '../../../../s1000d/reader/model.ts';
import { inlineText } from '../../../../s1000d/reader/build-inline.ts';
import { GraphicView } from './graphic-view.tsx';
import { InlineView } from './inline-view.tsx';
import { useReader } from './reader-context.ts';

type Props = {
  block: BlockOf<'figure'>;
  active?: ReadonlySet<string>;
  onHotspot?: (hotspot: Hotspot) => void;
};

/** A figure: each sheet's illustration, then "Fig N Title" under it, as manuals print it. */
export function FigureBlock({ block, active, onHotspot }: Props) {
  const reader = useReader();
  const { renderBlocks } = reader;
  const title = inlineText(block.title);
  const select =
    onHotspot ??
    ((hotspot: Hotspot) => {
      if (hotspot.id) reader.jumpTo(hotspot.id);
    });
  return (
    <figure className="my-4 break-inside-avoid">
      {block.graphics.map((graphic, i) => (
        <div key={`${graphic.icn}-${i}`}>
          <GraphicView
            graphic={graphic}
            title={title}
            active={active ?? new Set()}
            onHotspot={select}
          />
          {block.graphics.length > 1 && (
            <p className="text-center text-xs text-slate-600">
              Sheet {i + 1} of {block.graphics.length}
            </p>
          )}
        </div>
      ))}
      {renderBlocks(block.legend, 3)}
      <figcaption className="mt-1 text-center font-semibold">
        Fig {block.number} <InlineView runs={block.title} />
      </figcaption>
    </figure>
  );
}
