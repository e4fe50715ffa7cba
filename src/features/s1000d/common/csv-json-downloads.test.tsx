// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CsvJsonDownloads } from './csv-json-downloads.tsx';

const handed: { name: string; type: string }[] = [];
let lastType = '';

beforeEach(() => {
  handed.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastType = blob.type;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    handed.push({ name: this.download, type: lastType });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('offers the report as CSV and as JSON, named by the page, each made only when asked', () => {
  const csv = vi.fn(() => 'a,b\n');
  const json = vi.fn(() => '{}');
  render(<CsvJsonDownloads fileBase="pump-report" verb="Export" csv={csv} json={json} />);
  fireEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
  expect(csv).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(handed).toEqual([
    { name: 'pump-report.json', type: 'application/json' },
    { name: 'pump-report.csv', type: 'text/csv' },
  ]);
});
