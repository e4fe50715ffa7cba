// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readModule, readModuleStart } from '../../../../s1000d/reader/build-module.ts';
import type { ModuleView } from '../../../../s1000d/reader/model.ts';
import { EVERYTHING } from '../../../../s1000d/reader/visibility.ts';
import { ModuleReader } from './module-reader.tsx';
import { FIRST_SCREEN_BLOCKS } from './reader-stage.ts';

afterEach(cleanup);
// jsdom lays nothing out: a jump's scroll is a no-op here.
Element.prototype.scrollIntoView = () => {};

const SECTIONS = 150;
const text = `<?xml version="1.0"?><dmodule><identAndStatusSection><dmAddress><dmIdent>
<dmCode modelIdentCode="X" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="D"/>
<issueInfo issueNumber="001" inWork="00"/><language languageIsoCode="en" countryIsoCode="US"/></dmIdent>
<dmAddressItems><issueDate year="2025" month="01" day="01"/><dmTitle><techName>Long</techName><infoName>Description</infoName></dmTitle></dmAddressItems></dmAddress>
<dmStatus issueType="new"><security securityClassification="01"/></dmStatus></identAndStatusSection>
<content><description><para>See <internalRefTarget/><internalRef internalRefId="par-${SECTIONS - 1}"/>.</para>${Array.from(
  { length: SECTIONS },
  (_, i) =>
    `<levelledPara id="par-${i}"><title>Section ${i}</title><para>Text of section ${i}.</para></levelledPara>`,
).join('')}</description></content></dmodule>`;
const whole = readModule(text);
// The start ends inside section 100, well past the first screen (two blocks a section).
const start = readModuleStart(text.slice(0, text.indexOf('Text of section 100')))!;

function reader(view: ModuleView, target: string | null = null) {
  return (
    <MemoryRouter>
      <ModuleReader
        view={view}
        target={target}
        visibility={EVERYTHING}
        refLink={() => ({ state: 'missing' })}
        loadIcn={() => Promise.resolve({ status: 'missing', message: 'not stored' })}
      />
    </MemoryRouter>
  );
}

// By id: role queries name every heading, slow in jsdom for a long module.
const heading = (i: number) => document.getElementById(`s1000d-par-${i}`);

describe("a module's start, then the whole module", () => {
  it('draws the first screen of the start, says the rest is loading, and flags nothing', async () => {
    expect(start.partial).toBe(true);
    render(reader(start));
    expect(heading(0)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading content...');
    // A reference to a section past the start is plain text, not a dangling reference.
    expect(screen.getByText(`par-${SECTIONS - 1}`).closest('a')).toBeNull();
    expect(screen.queryByText(/dangling reference/)).toBeNull();
    // The start is not drawn on past its first screen: the whole module will be.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelectorAll('[data-block]').length).toBeLessThanOrEqual(
      FIRST_SCREEN_BLOCKS,
    );
    expect(heading(90)).toBeNull();
  });

  it('is replaced by the whole module, which draws to its end and links the reference', async () => {
    const { rerender } = render(reader(start));
    rerender(reader(whole));
    expect(screen.queryByText('Loading content...')).toBeNull();
    await waitFor(() => expect(heading(SECTIONS - 1)).toBeInTheDocument());
    expect(document.querySelector(`a[href="#s1000d-par-${SECTIONS - 1}"]`)).not.toBeNull();
  });

  it('jumps to a target past the start once the whole module is read', async () => {
    const { rerender } = render(reader(start, `par-${SECTIONS - 1}`));
    expect(heading(SECTIONS - 1)).toBeNull();
    rerender(reader(whole, `par-${SECTIONS - 1}`));
    await waitFor(() => expect(heading(SECTIONS - 1)).toBeInTheDocument());
  });
});
