import { describe, expect, it } from 'vitest';
import { componentNameError, htmlToJsx } from './html-to-jsx.ts';

const jsx = (html: string) => htmlToJsx(html).jsx;

describe('htmlToJsx', () => {
  it('renames class and for, and keeps a short element on one line', () => {
    expect(jsx('<label for="name" class="label">Name</label>')).toBe(
      '<label htmlFor="name" className="label">Name</label>',
    );
  });

  it('turns an inline style into a style object with camel-cased and vendor keys', () => {
    expect(
      jsx(
        '<div style="color: red; font-size: 12px; -webkit-transition: none; -ms-flex: 1; --brand: blue; background: url(\'a;b.png\')"></div>',
      ),
    ).toBe(
      `<div style={{ color: "red", fontSize: "12px", WebkitTransition: "none", msFlex: "1", "--brand": "blue", background: "url('a;b.png')" }} />`,
    );
  });

  it('reports a style declaration it cannot read and keeps the others', () => {
    const result = htmlToJsx('<p style="color: blue; nonsense">x</p>');
    expect(result.jsx).toBe('<p style={{ color: "blue" }}>x</p>');
    expect(result.warnings).toEqual([
      {
        line: 1,
        column: 1,
        message: 'The style declaration "nonsense" could not be read and was left out.',
      },
    ]);
  });

  it('closes void elements and wraps several roots in a Fragment', () => {
    expect(jsx('<img src="a.png" alt=""><br><hr>')).toBe(
      ['<>', '  <img src="a.png" alt="" />', '  <br />', '  <hr />', '</>'].join('\n'),
    );
  });

  it('spells SVG attributes the way React does', () => {
    expect(
      jsx(
        '<svg viewBox="0 0 10 10" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a" stroke-width="2" fill-opacity="0.5" class="icon"/><lineargradient id="g"></lineargradient></svg>',
      ),
    ).toBe(
      [
        '<svg viewBox="0 0 10 10" xmlnsXlink="http://www.w3.org/1999/xlink">',
        '  <use xlinkHref="#a" strokeWidth="2" fillOpacity="0.5" className="icon" />',
        '  <linearGradient id="g" />',
        '</svg>',
      ].join('\n'),
    );
  });

  it('writes boolean attributes bare and keeps form fields uncontrolled', () => {
    expect(
      jsx('<input type="checkbox" disabled checked readonly="readonly" value="on" tabindex="2">'),
    ).toBe(
      '<input type="checkbox" disabled defaultChecked readOnly defaultValue="on" tabIndex="2" />',
    );
    expect(jsx('<textarea rows="2">Hello\nthere</textarea>')).toBe(
      '<textarea rows="2" defaultValue={"Hello\\nthere"} />',
    );
  });

  it('leaves out inline handlers and scripts, saying so', () => {
    const result = htmlToJsx('<button onclick="go()">Go</button>\n<script>alert(1)</script>');
    expect(result.jsx).toBe('<button>Go</button>');
    expect(result.warnings.map((w) => [w.line, w.message])).toEqual([
      [
        1,
        'The inline handler onclick="go()" on <button> was left out: React needs a function for onClick.',
      ],
      [2, 'A <script> was left out: React does not run scripts written in JSX.'],
    ]);
  });

  it('escapes characters JSX text cannot hold', () => {
    expect(jsx('<p>a &lt; b &amp;&amp; {c} &gt; d&nbsp;e</p>')).toBe(
      '<p>a &lt; b &amp;&amp; &#123;c&#125; &gt; d&nbsp;e</p>',
    );
    expect(jsx('<a title="say &quot;hi&quot; &amp; go" href="/x">x</a>')).toBe(
      '<a title="say &quot;hi&quot; &amp; go" href="/x">x</a>',
    );
  });

  it('keeps the spaces between words and inline elements, and drops layout line breaks', () => {
    expect(jsx('<div>\n  <p>Hello <b>world</b> again</p>\n  <p>Two</p>\n</div>')).toBe(
      [
        '<div>',
        '  <p>',
        '    Hello',
        '    {" "}',
        '    <b>world</b>',
        '    {" "}',
        '    again',
        '  </p>',
        '  <p>Two</p>',
        '</div>',
      ].join('\n'),
    );
  });

  it('keeps preformatted text exactly', () => {
    expect(jsx('<pre>line 1\n  line 2 <b>x</b></pre>')).toBe(
      '<pre>{"line 1\\n  line 2 "}<b>{"x"}</b></pre>',
    );
  });

  it('turns comments into JSX comments', () => {
    expect(jsx('<div><!-- step 1 --><span>a</span></div>')).toBe(
      ['<div>', '  {/* step 1 */}', '  <span>a</span>', '</div>'].join('\n'),
    );
  });

  it('reports parse errors with their line and column', () => {
    const result = htmlToJsx('<div>\n<p>a</b></p>\n<span id="x" id="y">b</span></div>');
    expect(result.warnings).toEqual([
      { line: 2, column: 5, message: 'The end tag </b> matches no open element and was ignored.' },
      { line: 3, column: 16, message: 'An attribute is given twice; the first value was kept.' },
    ]);
  });

  it('says which elements the parser closed and which self-closed HTML elements stayed open', () => {
    const result = htmlToJsx('<div><span>a</div>\n<p>b\n<div/>c\n<svg><path d="M0 0"/></svg>');
    expect(result.warnings.map((w) => [w.line, w.column, w.message])).toEqual([
      [1, 6, '<span> has no end tag: it was closed where the parser had to.'],
      [3, 1, '<div/> is not a void element in HTML: it stayed open and took the content after it.'],
    ]);
  });

  it('does not mistake end tags inside scripts or comments for stray ones', () => {
    expect(htmlToJsx('<style>a</b>{}</style><!-- </i> --><p>x</p>').warnings).toEqual([]);
  });

  it('takes the body of a whole document and says the head was left out', () => {
    const result = htmlToJsx(
      '<!DOCTYPE html><html><head><title>T</title></head><body><h1>Manual</h1><p>Text</p></body></html>',
    );
    expect(result.jsx).toBe(['<>', '  <h1>Manual</h1>', '  <p>Text</p>', '</>'].join('\n'));
    expect(result.roots).toBe(2);
    expect(result.warnings.map((w) => w.message)).toContain(
      'The document <head> was left out: only the body becomes JSX.',
    );
  });

  it('wraps the result as a named component when asked', () => {
    expect(htmlToJsx('<p>Hi</p><p>There</p>', { componentName: 'ManualPage' }).jsx).toBe(
      [
        'export function ManualPage() {',
        '  return (',
        '    <>',
        '      <p>Hi</p>',
        '      <p>There</p>',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    expect(htmlToJsx('<br>', { componentName: 'Rule' }).jsx).toBe(
      ['export function Rule() {', '  return (', '    <br />', '  );', '}', ''].join('\n'),
    );
  });

  it('gives nothing for empty input', () => {
    expect(htmlToJsx('  \n ')).toEqual({ jsx: '', warnings: [], roots: 0 });
  });
});

describe('componentNameError', () => {
  it('accepts PascalCase names only', () => {
    expect(componentNameError('ManualPage')).toBeNull();
    expect(componentNameError('')).toBe('Enter a component name.');
    expect(componentNameError('manual-page')).toMatch(/starts with a capital letter/);
  });
});
