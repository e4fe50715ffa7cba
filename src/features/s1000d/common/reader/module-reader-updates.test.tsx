// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readModule } from '../../../../s1000d/reader/build-module.ts';
import { EVERYTHING } from '../../../../s1000d/reader/visibility.ts';
import { ModuleReader } from './module-reader.tsx';
import type { RefLink } from './reader-context.ts';
import { FIRST_SCREEN_BLOCKS } from './reader-stage.ts';

// Counts the texts drawn: every piece of object text goes through markWords once per draw.
const drawnTexts = vi.hoisted(() => ({ count: 0 }));
vi.mock('./mark-words.tsx', async (original) => {
  const actual = await original<typeof import('./mark-words.tsx')>();
  return {
    markWords: (text: string, search: string) => {
      drawnTexts.count += 1;
      return actual.markWords(text, search);
    },
  };
});

afterEach(cleanup);

const SECTIONS = 40;
const body = Array.from(
  { length: SECTIONS },
  (_, i) =>
    `<levelledPara id="par-${i}"><title>Section ${i}</title><para>Text of section ${i}.</para></levelledPara>`,
).join('');
const moduleOf = (content: string) =>
  readModule(`<?xml version="1.0"?><dmodule><identAndStatusSection><dmAddress><dmIdent>
<dmCode modelIdentCode="X" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="D"/>
<issueInfo issueNumber="001" inWork="00"/><language languageIsoCode="en" countryIsoCode="US"/></dmIdent>
<dmAddressItems><issueDate year="2025" month="01" day="01"/><dmTitle><techName>Long</techName><infoName>Description</infoName></dmTitle></dmAddressItems></dmAddress>
<dmStatus issueType="new"><security securityClassification="01"/></dmStatus></identAndStatusSection>
<content><description>${content}</description></content></dmodule>`);
const view = moduleOf(
  `<para>See <dmRef><dmRefIdent><dmCode modelIdentCode="X" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="520" infoCodeVariant="A" itemLocationCode="A"/></dmRefIdent></dmRef>.</para>${body}`,
);

const missing = (): RefLink => ({ state: 'missing', note: 'not in this project' });
const found = (): RefLink => ({ to: '/viewer/p~x', state: 'project' });

function reader(
  refLink: (kind: 'dm' | 'pm', ref: string) => RefLink,
  shown = view,
  block: number | null = null,
) {
  return (
    <MemoryRouter>
      <ModuleReader
        view={shown}
        block={block}
        visibility={EVERYTHING}
        refLink={refLink}
        loadIcn={() => Promise.resolve({ status: 'missing', message: 'not stored' })}
      />
    </MemoryRouter>
  );
}

describe('what arrives after the module is drawn', () => {
  it("updates the links when the project's rows arrive, without drawing the module again", () => {
    const { rerender } = render(reader(missing));
    expect(screen.getByText('not in this project')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /DMC-X-A-00-00-00-00A-520A-A/ })).toBeNull();
    const firstDraw = drawnTexts.count;
    expect(firstDraw).toBeGreaterThan(2 * SECTIONS);

    drawnTexts.count = 0;
    rerender(reader(found));
    const links = screen.getAllByRole('link', { name: /DMC-X-A-00-00-00-00A-520A-A/ });
    expect(links).not.toHaveLength(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/viewer/p~x');
    expect(screen.queryByText('not in this project')).toBeNull();
    expect(
      screen.getByRole('heading', { name: new RegExp(`Section ${SECTIONS - 1}$`) }),
    ).toBeInTheDocument();
    // Only the link's own text is drawn again, not the module's sections.
    expect(drawnTexts.count).toBeLessThanOrEqual(2);
  });
});

// A long module: each section is a section, a paragraph and a list of two items (five blocks).
const LONG = 400;
const long = moduleOf(
  `<para>Go to <internalRef internalRefId="par-${LONG - 2}" internalRefTargetType="irtt07"/> or <internalRef internalRefId="par-3" internalRefTargetType="irtt07"/>.</para>` +
    Array.from(
      { length: LONG },
      (_, i) =>
        `<levelledPara id="par-${i}"><title>Part ${i}</title><para>Words of part ${i}.</para><para><randomList><listItem><para>Casing ${i}</para></listItem></randomList></para></levelledPara>`,
    ).join(''),
);
const heading = (i: number) => screen.queryByRole('heading', { name: new RegExp(`Part ${i}$`) });

// jsdom draws 2,000 blocks slowly on a loaded machine: room enough, no timing asserted.
describe('a long module drawn a screen at a time', { timeout: 60_000 }, () => {
  Element.prototype.scrollIntoView = vi.fn();

  it('draws the first screen at once and the rest when the page is idle', async () => {
    render(reader(found, long));
    expect(heading(0)).toBeInTheDocument();
    expect(heading(LONG - 1)).toBeNull();
    expect(document.querySelectorAll('[data-block]').length).toBeLessThanOrEqual(
      FIRST_SCREEN_BLOCKS,
    );
    await waitFor(() => expect(screen.getByText(`Casing ${LONG - 1}`)).toBeInTheDocument(), {
      timeout: 30_000,
    });
  });

  it('draws up to a reference target not drawn yet, and highlights it', async () => {
    render(reader(found, long));
    expect(heading(LONG - 2)).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: `Para ${LONG - 1}` }));
    await waitFor(() => expect(heading(LONG - 2)).toBeInTheDocument());
    expect(document.getElementById(`s1000d-par-${LONG - 2}`)).toHaveClass('reader-highlight');
  });

  it('draws up to a search hit not drawn yet', async () => {
    const hit = long.body.at(-1)!.k;
    render(reader(found, long, hit));
    await waitFor(() => expect(document.querySelector(`[data-block="${hit}"]`)).not.toBeNull());
  });

  it('draws everything before printing', () => {
    render(reader(found, long));
    expect(heading(LONG - 1)).toBeNull();
    act(() => void dispatchEvent(new Event('beforeprint')));
    expect(screen.getByText(`Casing ${LONG - 1}`)).toBeInTheDocument();
  });

  it('moves the highlight on a jump without drawing the module again', async () => {
    render(reader(found, long));
    await waitFor(() => expect(screen.getByText(`Casing ${LONG - 1}`)).toBeInTheDocument(), {
      timeout: 30_000,
    });
    drawnTexts.count = 0;
    fireEvent.click(screen.getByRole('link', { name: 'Para 4' }));
    await waitFor(() =>
      expect(document.getElementById('s1000d-par-3')).toHaveClass('reader-highlight'),
    );
    fireEvent.click(screen.getByRole('link', { name: `Para ${LONG - 1}` }));
    await waitFor(() =>
      expect(document.getElementById(`s1000d-par-${LONG - 2}`)).toHaveClass('reader-highlight'),
    );
    expect(document.getElementById('s1000d-par-3')).not.toHaveClass('reader-highlight');
    // The two highlighted sections' own texts at most, not the module's 1,600 texts.
    expect(drawnTexts.count).toBeLessThanOrEqual(20);
  });
});

describe('a long module read again', { timeout: 60_000 }, () => {
  it('keeps what was drawn when the same module is read again (a preview after typing)', async () => {
    const { rerender } = render(reader(found, long));
    act(() => void dispatchEvent(new Event('beforeprint')));
    expect(screen.getByText(`Casing ${LONG - 1}`)).toBeInTheDocument();
    const typed = moduleOf(
      Array.from(
        { length: LONG },
        (_, i) =>
          `<levelledPara id="par-${i}"><title>Part ${i}</title><para>Typed words of part ${i}.</para><para><randomList><listItem><para>Casing ${i}</para></listItem></randomList></para></levelledPara>`,
      ).join(''),
    );
    rerender(reader(found, typed));
    expect(screen.getByText(`Casing ${LONG - 1}`)).toBeInTheDocument();
  });
});
