// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { readFileBytes } from '../lib/browser-file.ts';
import { DownloadButton } from './download-button.tsx';

const saved: { name: string; blob: Blob }[] = [];
let lastBlob: Blob | null = null;

beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: lastBlob! });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('makes the content only when clicked, and hands it over under its name and type', async () => {
  const content = vi.fn(() => 'a,b\n1,2\n');
  render(
    <DownloadButton fileName="report.csv" type="text/csv" content={content}>
      Download CSV
    </DownloadButton>,
  );
  expect(content).not.toHaveBeenCalled();
  const button = screen.getByRole('button', { name: 'Download CSV' });
  expect(button).toHaveClass('btn-secondary');
  fireEvent.click(button);
  expect(content).toHaveBeenCalledTimes(1);
  expect(saved).toHaveLength(1);
  expect(saved[0]!.name).toBe('report.csv');
  expect(saved[0]!.blob.type).toBe('text/csv');
  expect(new TextDecoder().decode(await readFileBytes(saved[0]!.blob))).toBe('a,b\n1,2\n');
});

it('offers nothing while disabled, never submits its form, and takes another look', () => {
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  const { rerender } = render(
    <form onSubmit={onSubmit}>
      <DownloadButton
        fileName="m.glb"
        type="model/gltf-binary"
        content={() => new Uint8Array([1])}
        disabled
      >
        Download GLB
      </DownloadButton>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Download GLB' }));
  expect(saved).toHaveLength(0);
  rerender(
    <form onSubmit={onSubmit}>
      <DownloadButton
        fileName="m.glb"
        type="model/gltf-binary"
        content={() => new Uint8Array([1])}
        className="btn-primary"
      >
        Download GLB
      </DownloadButton>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Download GLB' });
  expect(button).toHaveClass('btn-primary');
  fireEvent.click(button);
  expect(saved).toHaveLength(1);
  expect(onSubmit).not.toHaveBeenCalled();
});
