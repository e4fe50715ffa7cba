import {
  BufferGeometry,
  ExtrudeGeometry,
  Matrix4,
  Mesh,
  MeshStandardMaterial,
  Box3,
  Vector3,
  type Shape,
} from 'three';
import { SVGLoader } from 'three/addons/loaders/SVGLoader.js';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';

/** One path of the SVG the author can choose to extrude. */
export type SvgPart = { id: string; label: string; color: string; shapes: Shape[] };

export type SvgRead =
  | { ok: true; parts: SvgPart[]; skipped: number; width: number; height: number }
  | { ok: false; error: string };

export type ExtrudeOptions = {
  /** Extrusion depth in SVG units before scaling. */
  depth: number;
  bevel: boolean;
  /** Bevel size and thickness in SVG units. */
  bevelSize: number;
  /** Scale from SVG units to model units (millimetres). */
  scale: number;
  /** SVG's y axis points down; flip it so the model stands the right way up. */
  flipY: boolean;
};

export const DEFAULT_EXTRUDE: ExtrudeOptions = {
  depth: 10,
  bevel: false,
  bevelSize: 1,
  scale: 1,
  flipY: true,
};
export const MAX_SVG_CHARS = 5 * 1024 * 1024;

/** The SVG's filled paths as shapes; stroke-only paths have no area and are counted as skipped. */
export function readSvg(text: string): SvgRead {
  if (text.length > MAX_SVG_CHARS) return { ok: false, error: 'The SVG is larger than 5 MB.' };
  if (!/<svg[\s>]/i.test(text))
    return { ok: false, error: 'This file is not an SVG: it has no <svg> element.' };
  let data: ReturnType<SVGLoader['parse']>;
  try {
    data = new SVGLoader().parse(text);
  } catch (error) {
    return { ok: false, error: `The SVG could not be read: ${(error as Error).message}` };
  }
  const parts: SvgPart[] = [];
  let skipped = 0;
  data.paths.forEach((path, i) => {
    const style = path.userData?.style as { fill?: string } | undefined;
    const shapes = style?.fill === 'none' ? [] : path.toShapes();
    if (shapes.length === 0) {
      skipped += 1;
      return;
    }
    const node = path.userData?.node as Element | undefined;
    const name = node?.getAttribute('id') || node?.getAttribute('inkscape:label');
    parts.push({
      id: `path-${i}`,
      label: name ? `${name} (${node?.tagName ?? 'path'})` : `${node?.tagName ?? 'path'} ${i + 1}`,
      color: `#${path.color.getHexString()}`,
      shapes,
    });
  });
  if (parts.length === 0) {
    return {
      ok: false,
      error: 'The SVG has no filled shape to extrude (only strokes or nothing).',
    };
  }
  const box = new Box3();
  for (const part of parts)
    for (const shape of part.shapes)
      for (const p of shape.getPoints()) box.expandByPoint(new Vector3(p.x, p.y, 0));
  const size = box.getSize(new Vector3());
  return { ok: true, parts, skipped, width: size.x, height: size.y };
}

/** Why the options cannot make a model, or null. */
export function extrudeProblem(o: ExtrudeOptions): string | null {
  if (!(o.depth > 0 && o.depth <= 10_000))
    return 'The depth must be more than 0 and at most 10,000.';
  if (!(o.scale > 0 && o.scale <= 1_000)) return 'The scale must be more than 0 and at most 1,000.';
  if (o.bevel && !(o.bevelSize > 0 && o.bevelSize <= o.depth))
    return 'The bevel must be more than 0 and no deeper than the extrusion.';
  return null;
}

/**
 * The chosen parts extruded into one solid geometry: depth along z, optional bevel, scaled,
 * y flipped, centred on the origin.
 */
export function extrudeParts(parts: readonly SvgPart[], o: ExtrudeOptions): BufferGeometry {
  const pieces = parts.flatMap((part) =>
    part.shapes.map(
      (shape) =>
        new ExtrudeGeometry(shape, {
          depth: o.depth,
          bevelEnabled: o.bevel,
          bevelSize: o.bevelSize,
          bevelThickness: o.bevelSize,
          bevelSegments: 3,
          curveSegments: 12,
        }),
    ),
  );
  const merged = mergeGeometries(
    pieces.map((g) => (g.index ? g.toNonIndexed() : g)),
    false,
  );
  if (!merged) throw new Error('The shapes could not be joined into one model.');
  merged.applyMatrix4(new Matrix4().makeScale(o.scale, o.flipY ? -o.scale : o.scale, o.scale));
  // Flipping y turns the faces inside out; turning them back keeps the normals outward.
  if (o.flipY) flipWinding(merged);
  merged.computeVertexNormals();
  merged.center();
  return merged;
}

/** Swaps the 2nd and 3rd vertex of every triangle, in every attribute. */
function flipWinding(geometry: BufferGeometry) {
  for (const attribute of Object.values(geometry.attributes)) {
    const { array, itemSize } = attribute;
    for (let t = 0; t < attribute.count; t += 3) {
      for (let k = 0; k < itemSize; k++) {
        const a = (t + 1) * itemSize + k;
        const b = (t + 2) * itemSize + k;
        const swap = array[a]!;
        array[a] = array[b]!;
        array[b] = swap;
      }
    }
    attribute.needsUpdate = true;
  }
}

/** The model's extent in model units: width, height, depth. */
export function sizeOf(geometry: BufferGeometry) {
  geometry.computeBoundingBox();
  const size = geometry.boundingBox!.getSize(new Vector3());
  return { x: size.x, y: size.y, z: size.z };
}

export function meshOf(geometry: BufferGeometry, color = '#607d8b') {
  const mesh = new Mesh(
    geometry,
    new MeshStandardMaterial({ color, metalness: 0.1, roughness: 0.6 }),
  );
  mesh.name = 'extruded-svg';
  return mesh;
}
