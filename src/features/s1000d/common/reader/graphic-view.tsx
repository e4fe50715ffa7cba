import { Download, Maximize2, Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type PointerEvent, type KeyboardEvent } from 'react';
import type { Graphic, Hotspot } from '../../../../s1000d/reader/model.ts';
import { useReaderProject, type IcnDisplay } from './reader-context.ts';
import { useHighlight } from './use-reader-stage.ts';
import { SvgDrawing } from './svg-drawing.tsx';
import { IconButton } from '../../../../ui/icon-button.tsx';

type Props = {
  graphic: Graphic;
  title: string;
  active?: ReadonlySet<string>;
  onHotspot?: (hotspot: Hotspot) => void;
};

const MIN = 1;
const MAX = 8;

/**
 * One illustration: SVG drawn with its hotspots, raster images shown; both zoom (buttons,
 * Ctrl+wheel, + and - keys) and pan (drag, arrow keys). Formats browsers cannot draw (CGM …)
 * are offered as a download with a note saying so.
 */
export function GraphicView({ graphic, title, active, onHotspot }: Props) {
  const highlight = useHighlight();
  const { loadIcn } = useReaderProject();
  const [loaded, setLoaded] = useState<{ icn: string; display: IcnDisplay } | null>(null);
  const display: IcnDisplay = loaded?.icn === graphic.icn ? loaded.display : { status: 'loading' };
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);
  const prefix = useId().replace(/:/g, '');
  useEffect(() => {
    let live = true;
    const icn = graphic.icn;
    loadIcn(icn)
      .then((found) => live && setLoaded({ icn, display: found }))
      .catch((cause: unknown) => {
        console.error('Illustration could not be loaded', cause);
        if (live)
          setLoaded({
            icn,
            display: { status: 'missing', message: `${icn} could not be loaded.` },
          });
      });
    return () => {
      live = false;
    };
  }, [graphic.icn, loadIcn]);

  const setZoomKeepingCentre = (next: number) => {
    const z = Math.min(MAX, Math.max(MIN, next));
    setZoom(z);
    if (z === 1) setPan({ x: 0, y: 0 });
  };
  const activeSet = new Set([...(active ?? []), ...(highlight ? [highlight] : [])]);

  if (display.status === 'loading') {
    return <p className="my-2 text-sm text-slate-600">Loading {graphic.icn}...</p>;
  }
  if (display.status === 'missing') {
    return (
      <p
        role="status"
        className="my-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
      >
        Illustration {graphic.icn} is not in this project. {display.message}
      </p>
    );
  }
  if (display.status === 'download') {
    return (
      <div className="my-2 rounded border border-slate-300 bg-slate-50 p-3 text-sm">
        <p>
          This illustration ({graphic.icn}) is in {display.format} format, which browsers cannot
          display. Download it and open it with a {display.format} viewer.
        </p>
        <a
          href={display.url}
          download={display.fileName}
          className="btn-secondary mt-2 print:hidden"
        >
          <Download aria-hidden className="h-4 w-4" /> Download {display.fileName}
        </a>
      </div>
    );
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const step = 40;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    if (event.key === '+' || event.key === '=') setZoomKeepingCentre(zoom * 1.25);
    else if (event.key === '-') setZoomKeepingCentre(zoom / 1.25);
    else if (event.key === '0') setZoomKeepingCentre(1);
    else if (moves[event.key] && zoom > 1) {
      const [dx, dy] = moves[event.key]!;
      setPan((p) => ({ x: p.x + dx, y: p.y + dy }));
    } else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (zoom === 1 || (event.target as Element).closest('.hotspot')) return;
    drag.current = { x: event.clientX - pan.x, y: event.clientY - pan.y };
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current)
      setPan({ x: event.clientX - drag.current.x, y: event.clientY - drag.current.y });
  };
  return (
    <div className="graphic my-2">
      <div className="mb-1 flex items-center gap-1 print:hidden">
        <IconButton label="Zoom in" icon={Plus} onClick={() => setZoomKeepingCentre(zoom * 1.25)} />
        <IconButton
          label="Zoom out"
          icon={Minus}
          onClick={() => setZoomKeepingCentre(zoom / 1.25)}
        />
        <IconButton label="Reset zoom" icon={Maximize2} onClick={() => setZoomKeepingCentre(1)} />
        <span className="text-xs text-slate-600" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        {graphic.hotspots.length > 0 && (
          <span className="ml-2 text-xs text-slate-600">Select an item number to find it.</span>
        )}
      </div>
      <div
        role="group"
        aria-label={`Illustration ${graphic.icn}, ${title}. Plus and minus zoom, arrow keys move.`}
        tabIndex={0}
        className={`graphic-viewport relative h-[50vh] max-h-[32rem] min-h-48 overflow-hidden rounded border border-slate-300 bg-white ${zoom > 1 ? 'cursor-grab' : ''}`}
        onKeyDown={onKeyDown}
        onWheel={(event) => {
          if (!event.ctrlKey) return;
          event.preventDefault();
          setZoomKeepingCentre(zoom * (event.deltaY < 0 ? 1.2 : 1 / 1.2));
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        <div
          className="graphic-canvas h-full w-full origin-center"
          style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}
        >
          {display.status === 'svg' ? (
            <SvgDrawing
              root={display.svg.root}
              prefix={prefix}
              title={title || graphic.icn}
              hotspots={graphic.hotspots}
              active={activeSet}
              onHotspot={onHotspot}
            />
          ) : (
            <img
              src={display.url}
              alt={title || graphic.icn}
              className="h-full w-full object-contain"
              draggable={false}
            />
          )}
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-600">{graphic.icn}</p>
    </div>
  );
}
