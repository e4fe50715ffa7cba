import { createElement, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { Hotspot } from '../../../../s1000d/reader/model.ts';
import type { SafeSvgNode } from '../../../../s1000d/reader/safe-svg.ts';
import { domId } from './reader-context.ts';

type Props = {
  root: SafeSvgNode;
  /** Prefix for the drawing's ids: two drawings of one page never share an id. */
  prefix: string;
  title: string;
  hotspots: readonly Hotspot[];
  active: ReadonlySet<string>;
  onHotspot?: ((hotspot: Hotspot) => void) | undefined;
};

const camel = (name: string) => name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Draws a sanitised SVG (src/s1000d/reader/safe-svg.ts) as React elements. Hotspot
 * elements become buttons: click or Enter selects them, and the active ones are outlined.
 */
export function SvgDrawing({ root, prefix, title, hotspots, active, onHotspot }: Props) {
  const byElement = new Map(hotspots.map((h) => [h.element, h]));
  const local = (value: string) =>
    value.replace(/url\(\s*['"]?#([^)'"]+)['"]?\s*\)/g, (_, id: string) => `url(#${prefix}-${id})`);
  const draw = (node: SafeSvgNode | string, index: number): ReactNode => {
    if (typeof node === 'string') return node;
    const props: Record<string, unknown> = { key: index };
    for (const [name, value] of Object.entries(node.a)) {
      if (name === 'id') props.id = `${prefix}-${value}`;
      else if (name === 'class') props.className = value;
      else if (name === 'href')
        props.href = value.startsWith('#') ? `#${prefix}-${value.slice(1)}` : value;
      else if (name === 'style') props.style = styleObject(local(value));
      else props[camel(name)] = local(value);
    }
    const spot = node.a.id ? byElement.get(node.a.id) : undefined;
    if (spot) {
      const activate = () => onHotspot?.(spot);
      const on = active.has(spot.element) || (spot.id !== undefined && active.has(spot.id));
      Object.assign(props, {
        id: spot.id ? domId(spot.id) : props.id,
        role: 'button',
        tabIndex: 0,
        'aria-label': `Item ${spot.name ?? spot.element}${spot.title ? `: ${spot.title}` : ''}`,
        'aria-pressed': on,
        className: `${(props.className as string | undefined) ?? ''} hotspot ${on ? 'hotspot-active' : ''}`,
        onClick: activate,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            activate();
          }
        },
      });
    }
    if (node.n === 'svg' && node === root) {
      const width = parseFloat(node.a.width ?? '');
      const height = parseFloat(node.a.height ?? '');
      if (!node.a.viewBox && width > 0 && height > 0) props.viewBox = `0 0 ${width} ${height}`;
      Object.assign(props, { role: 'img', 'aria-label': title, width: '100%', height: '100%' });
    }
    return createElement(node.n, props, ...node.c.map(draw));
  };
  return <>{draw(root, 0)}</>;
}

function styleObject(style: string): CSSProperties {
  const result: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const [property, value] = declaration.split(':');
    if (property && value) result[camel(property.trim())] = value.trim();
  }
  return result as CSSProperties;
}
