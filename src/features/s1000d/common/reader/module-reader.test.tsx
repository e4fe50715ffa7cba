// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { productFromAssignments } from '../../../../s1000d/applic/applic-tables.ts';
import { generateDemoProject } from '../../../../s1000d/demo/demo-project.ts';
import { bikeAndDemoDataModules } from '../../../../s1000d/node/test-fixtures.ts';
import { readModule } from '../../../../s1000d/reader/build-module.ts';
import type { ModuleView } from '../../../../s1000d/reader/model.ts';
import { readSafeSvg } from '../../../../s1000d/reader/safe-svg.ts';
import {
  EVERYTHING,
  visibilityFor,
  type Visibility,
} from '../../../../s1000d/reader/visibility.ts';
import { decodeXmlBytes } from '../../../../s1000d/xml/decode-xml-bytes.ts';
import { ModuleReader } from './module-reader.tsx';
import type { IcnDisplay } from './reader-context.ts';

afterEach(cleanup);

function show(view: ModuleView, visibility: Visibility = EVERYTHING, icn?: IcnDisplay) {
  return render(
    <MemoryRouter>
      <ModuleReader
        view={view}
        visibility={visibility}
        refLink={() => ({ to: '/viewer/p~x', state: 'project' })}
        loadIcn={() => Promise.resolve(icn ?? { status: 'missing', message: 'not stored' })}
      />
    </MemoryRouter>,
  );
}

const dm = (content: string, doctype = '') =>
  readModule(`<?xml version="1.0"?>${doctype}<dmodule><identAndStatusSection><dmAddress><dmIdent>
<dmCode modelIdentCode="X" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="D"/>
<issueInfo issueNumber="001" inWork="00"/><language languageIsoCode="en" countryIsoCode="US"/></dmIdent>
<dmAddressItems><issueDate year="2025" month="01" day="01"/><dmTitle><techName>Hostile</techName><infoName>Description</infoName></dmTitle></dmAddressItems></dmAddress>
<dmStatus issueType="new"><security securityClassification="01"/></dmStatus></identAndStatusSection>
<content><description>${content}</description></content></dmodule>`);

/** Nothing in the page may run script: no script element, no handler, no javascript: URL. */
function expectNothingRuns(container: HTMLElement) {
  expect(container.querySelector('script, iframe, object, embed, foreignObject')).toBeNull();
  for (const el of container.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) {
      expect(attr.startsWith('on'), `${el.tagName} ${attr}`).toBe(false);
      expect(el.getAttribute(attr) ?? '', `${el.tagName} ${attr}`).not.toMatch(/^\s*javascript:/i);
    }
  }
}

describe('hostile objects', () => {
  it('shows markup in object text as text, and never links to javascript:', () => {
    const view = dm(`<levelledPara><title>Attack &lt;img src=x onerror=alert(1)&gt;</title>
<para onclick="alert(2)">Press <script>alert(3)</script> then
<externalPubRef xlink:href="javascript:alert(4)"><externalPubRefIdent><externalPubTitle>Evil manual</externalPubTitle></externalPubRefIdent></externalPubRef>
and <externalPubRef xlink:href="https://example.com/manual"><externalPubRefIdent><externalPubTitle>Good manual</externalPubTitle></externalPubRefIdent></externalPubRef>
<![CDATA[<b>not bold</b>]]></para></levelledPara>`);
    const { container } = show(view);
    expect(
      screen.getByRole('heading', { name: /Attack <img src=x onerror=alert\(1\)>/ }),
    ).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText(/alert\(3\)/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Evil manual/ })).toBeNull();
    expect(screen.getByText('Evil manual').tagName).toBe('CITE');
    expect(screen.getByRole('link', { name: /Good manual/ })).toHaveAttribute(
      'href',
      'https://example.com/manual',
    );
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expectNothingRuns(container);
  });

  it('draws an SVG illustration without its script, handlers or outside links', async () => {
    const svg =
      readSafeSvg(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
<script>alert(2)</script><a xlink:href="javascript:alert(3)"><rect id="hot1" width="5" height="5" onclick="alert(4)"/></a>
<foreignObject><div xmlns="http://www.w3.org/1999/xhtml" onmouseover="alert(5)">x</div></foreignObject></svg>`);
    const view = dm(
      `<levelledPara><title>Figure</title><figure id="fig-1"><title>Parts</title><graphic infoEntityIdent="ICN-X-A-000000-A-00000-00001-A-001-01"><hotspot id="hs-1" applicationStructureIdent="hot1" applicationStructureName="1" hotspotTitle="Part one"/></graphic></figure></levelledPara>`,
    );
    const { container } = show(view, EVERYTHING, { status: 'svg', svg, fileName: 'x.svg' });
    expect(await screen.findByRole('button', { name: 'Item 1: Part one' })).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
    expectNothingRuns(container);
  });
});

describe('reading', () => {
  const demo = generateDemoProject();
  const demoView = (part: string) => {
    const file = demo.files.find((f) => f.name.includes(part))!;
    return readModule(decodeXmlBytes(file.bytes), file.name);
  };

  it('hides what does not apply to the product, says why, and flags what then dangles', () => {
    const view = demoView('040A-D');
    show(view, visibilityFor(view, productFromAssignments(['model=SP-400', 'voltage=230'])));
    expect(screen.queryByRole('heading', { name: /Float switch/ })).toBeNull();
    expect(
      screen.getByText(/A paragraph hidden for this product: Model: SP-400A/),
    ).toBeInTheDocument();
    expect(screen.getByText(/must be SP-400A; your product has/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Manual switch/ })).toBeInTheDocument();
    expect(screen.getByText('230 V, 50 Hz, 3.4 A')).toBeInTheDocument();
    expect(screen.queryByText('120 V, 60 Hz, 6.5 A')).toBeNull();
  });

  it('walks fault isolation one answer at a time', async () => {
    const view = demoView('421A-A');
    show(view);
    const isolation = screen.getByRole('region', { name: 'Fault isolation' });
    expect(isolation).toHaveTextContent('Is the hose kinked, blocked or frozen?');
    screen.getAllByRole('button', { name: 'No' })[0]!.click();
    expect(
      await screen.findByText('Is the inlet strainer blocked?', { selector: 'p' }),
    ).toBeInTheDocument();
    screen.getAllByRole('button', { name: 'Yes' })[0]!.click();
    expect(await screen.findAllByText(/end of fault isolation/)).not.toHaveLength(0);
  });
});

describe('every data module of the bike set and the demo project renders', () => {
  const files = bikeAndDemoDataModules();
  it.each(files.map((f) => [f.name, f] as const))('%s', (_name, file) => {
    const view = readModule(decodeXmlBytes(file.bytes), file.name);
    const { container } = show(view);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(view.title);
    expect(container.textContent!.length).toBeGreaterThan(view.title.length + 20);
    cleanup();
  });
});
