// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXTRUDE,
  extrudeParts,
  extrudeProblem,
  meshOf,
  readSvg,
  sizeOf,
} from './svg-model.ts';
import { toGlb, toStl } from './svg-export.ts';

const PLATE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">
  <rect id="plate" x="0" y="0" width="100" height="50" fill="#ff0000"/>
  <path d="M 0 0 L 10 10" fill="none" stroke="black"/>
  <circle id="boss" cx="20" cy="20" r="5" fill="#00ff00"/>
</svg>`;

function read() {
  const result = readSvg(PLATE);
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('readSvg', () => {
  it('finds the filled paths and skips stroke-only ones', () => {
    const result = read();
    expect(result.parts.map((p) => [p.label, p.color])).toEqual([
      ['plate (rect)', '#ff0000'],
      ['boss (circle)', '#00ff00'],
    ]);
    expect(result.skipped).toBe(1);
    expect([result.width, result.height]).toEqual([100, 50]);
  });

  it('refuses what is not an SVG or has nothing to extrude', () => {
    expect(readSvg('<html></html>')).toEqual({
      ok: false,
      error: 'This file is not an SVG: it has no <svg> element.',
    });
    expect(readSvg('<svg><path d="M0 0 L1 1" fill="none" stroke="red"/></svg>')).toEqual({
      ok: false,
      error: 'The SVG has no filled shape to extrude (only strokes or nothing).',
    });
  });
});

describe('extrudeParts', () => {
  it('extrudes the chosen parts to the depth and scale asked for, centred', () => {
    const [plate] = read().parts;
    const geometry = extrudeParts([plate!], { ...DEFAULT_EXTRUDE, depth: 10, scale: 2 });
    const size = sizeOf(geometry);
    expect([size.x, size.y, size.z].map((n) => Math.round(n * 1000) / 1000)).toEqual([
      200, 100, 20,
    ]);
    geometry.computeBoundingBox();
    expect(geometry.boundingBox!.min.z).toBeCloseTo(-10, 6);
  });

  it('adds the bevel around the outline and on both faces', () => {
    const [plate] = read().parts;
    const size = sizeOf(
      extrudeParts([plate!], { ...DEFAULT_EXTRUDE, depth: 10, bevel: true, bevelSize: 1 }),
    );
    expect([size.x, size.y, size.z].map((n) => Math.round(n * 1000) / 1000)).toEqual([102, 52, 12]);
  });

  it('keeps the faces pointing outward after flipping y', () => {
    const [plate] = read().parts;
    const geometry = extrudeParts([plate!], DEFAULT_EXTRUDE);
    const position = geometry.getAttribute('position');
    const normal = geometry.getAttribute('normal');
    let front = 0;
    for (let i = 0; i < position.count; i++) {
      if (Math.abs(position.getZ(i) - 5) < 1e-6 && Math.abs(normal.getZ(i)) > 0.99) {
        front += 1;
        expect(normal.getZ(i)).toBeGreaterThan(0);
      }
    }
    expect(front).toBeGreaterThan(0);
  });

  it('names options that cannot make a model', () => {
    expect(extrudeProblem(DEFAULT_EXTRUDE)).toBeNull();
    expect(extrudeProblem({ ...DEFAULT_EXTRUDE, depth: 0 })).toMatch(/depth/);
    expect(extrudeProblem({ ...DEFAULT_EXTRUDE, scale: -1 })).toMatch(/scale/);
    expect(extrudeProblem({ ...DEFAULT_EXTRUDE, bevel: true, bevelSize: 20 })).toMatch(/bevel/);
  });
});

describe('exports', () => {
  it('writes a binary STL with one 50-byte record a triangle', () => {
    const geometry = extrudeParts(read().parts, DEFAULT_EXTRUDE);
    const stl = toStl(meshOf(geometry));
    const triangles = geometry.getAttribute('position').count / 3;
    expect(new DataView(stl.buffer, stl.byteOffset).getUint32(80, true)).toBe(triangles);
    expect(stl.byteLength).toBe(84 + 50 * triangles);
  });

  it('writes a GLB with the glTF header and its length', async () => {
    const glb = await toGlb(meshOf(extrudeParts(read().parts, DEFAULT_EXTRUDE)));
    const view = new DataView(glb.buffer, glb.byteOffset);
    expect(new TextDecoder().decode(glb.slice(0, 4))).toBe('glTF');
    expect(view.getUint32(4, true)).toBe(2);
    expect(view.getUint32(8, true)).toBe(glb.byteLength);
  });
});
