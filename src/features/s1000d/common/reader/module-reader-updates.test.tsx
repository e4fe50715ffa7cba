// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readModule } from '../../../../s1000d/reader/build-module.ts';
import { EVERYTHING } from '../../../../s1000d/reader/visibility.ts';
import { ModuleReader } from './module-reader.tsx';
import type { RefLink } from './reader-context.ts';

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
const view = readModule(`<?xml version="1.0"?><dmodule><identAndStatusSection><dmAddress><dmIdent>
<dmCode modelIdentCode="X" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="040" infoCodeVariant="A" itemLocationCode="D"/>
<issueInfo issueNumber="001" inWork="00"/><language languageIsoCode="en" countryIsoCode="US"/></dmIdent>
<dmAddressItems><issueDate year="2025" month="01" day="01"/><dmTitle><techName>Long</techName><infoName>Description</infoName></dmTitle></dmAddressItems></dmAddress>
<dmStatus issueType="new"><security securityClassification="01"/></dmStatus></identAndStatusSection>
<content><description><para>See <dmRef><dmRefIdent><dmCode modelIdentCode="X" systemDiffCode="A" systemCode="00" subSystemCode="0" subSubSystemCode="0" assyCode="00" disassyCode="00" disassyCodeVariant="A" infoCode="520" infoCodeVariant="A" itemLocationCode="A"/></dmRefIdent></dmRef>.</para>${body}</description></content></dmodule>`);

const missing = (): RefLink => ({ state: 'missing', note: 'not in this project' });
const found = (): RefLink => ({ to: '/viewer/p~x', state: 'project' });

function reader(refLink: (kind: 'dm' | 'pm', ref: string) => RefLink) {
  return (
    <MemoryRouter>
      <ModuleReader
        view={view}
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
