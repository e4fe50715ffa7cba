import { describe, expect, it } from 'vitest';
import { generateDemoProject } from '../demo/demo-project';
import { readSafeSvg, type SafeSvgNode } from './safe-svg';

const names = (node: SafeSvgNode | string): string[] =>
  typeof node === 'string' ? [] : [node.n, ...node.c.flatMap(names)];
const attributes = (node: SafeSvgNode | string): string[] =>
  typeof node === 'string'
    ? []
    : [...Object.entries(node.a).map(([k, v]) => `${k}=${v}`), ...node.c.flatMap(attributes)];

describe('SVG illustrations as data', () => {
  it('keeps what draws in every demo illustration, ids included', () => {
    const svgs = generateDemoProject().files.filter((f) => f.name.endsWith('.SVG'));
    expect(svgs.length).toBe(3);
    for (const file of svgs) {
      const svg = readSafeSvg(new TextDecoder().decode(file.bytes), file.name);
      expect(svg.root.n).toBe('svg');
      expect(names(svg.root)).toEqual(expect.arrayContaining(['rect', 'line', 'circle', 'text']));
    }
  });

  it('removes script, event handlers, foreign content, animation and outside references', () => {
    const svg =
      readSafeSvg(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" viewBox="0 0 10 10">
  <script>alert('svg')</script>
  <style>@import url(http://evil.example/x.css);</style>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(2)"/></div></foreignObject>
  <a xlink:href="javascript:alert(3)"><rect id="r" width="5" height="5" onclick="alert(4)" fill="url(#g)" style="fill:red;behavior:url(x.htc);stroke:url(http://evil.example/p)"/></a>
  <set attributeName="href" to="javascript:alert(5)"/>
  <animate attributeName="x" values="0;1"/>
  <use href="http://evil.example/sprite.svg#x"/><use xlink:href="#r"/>
  <image href="http://evil.example/track.png"/><image href="data:image/png;base64,iVBORw0KGgo="/>
</svg>`);
    expect(names(svg.root)).toEqual(['svg', 'rect', 'use', 'use', 'image']);
    const all = attributes(svg.root).join(' ');
    expect(all).not.toMatch(/javascript|onload|onclick|evil|behavior/);
    expect(all).toContain('fill=url(#g)');
    expect(all).toContain('style=fill:red');
    expect(all).toContain('href=#r');
    expect(all).toContain('href=data:image/png;base64,iVBORw0KGgo=');
  });

  it('refuses what is not an SVG drawing', () => {
    expect(() => readSafeSvg('<html/>', 'x.svg')).toThrow(/not an SVG/);
  });
});
