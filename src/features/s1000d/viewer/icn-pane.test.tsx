// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { IcnPane } from './icn-pane.tsx';

afterEach(cleanup);

const row = {
  k: 'ICN-TIDEWELL-A-000000-A-7TDW1-00001-A-001-01',
  t: 'icn',
  c: 'ICN-TIDEWELL-A-000000-A-7TDW1-00001-A-001-01',
  n: 'Pump, exploded view',
  s: 'cgm',
  x: 'cgm',
  h: '0'.repeat(64),
  z: 10,
} as ObjectListing;

it('offers an illustration the browser cannot draw as a download, with a note', async () => {
  render(
    <IcnPane
      row={row}
      loadIcn={() =>
        Promise.resolve({
          status: 'download',
          url: 'blob:x',
          fileName: `${row.c}.CGM`,
          format: 'CGM',
        })
      }
    />,
  );
  expect(screen.getByRole('heading', { name: 'Pump, exploded view' })).toBeInTheDocument();
  expect(await screen.findByText(/is in CGM format, which browsers cannot/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: `Download ${row.c}.CGM` })).toHaveAttribute(
    'href',
    'blob:x',
  );
});
