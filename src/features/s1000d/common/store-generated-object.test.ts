// @vitest-environment jsdom
// jsdom: the page's DOMParser reads the SVG, as in the browser.
import { expect, it, vi } from 'vitest';
import type { Backend } from '../../../data/backend.ts';
import { fakeBackend } from '../../../testing/render-with-session.tsx';
import { storeGeneratedObject } from './store-generated-object.ts';

const actor = { uid: 'ada', name: 'Ada' };
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z"/></svg>';
const fileName = 'ICN-BIKE-A-000000-A-00001-00001-A-001-01.SVG';

function recorded() {
  const commitObjects = vi.fn<Backend['s1000dObjects']['commitObjects']>(
    async (_, writes) => writes.length,
  );
  return { commitObjects, backend: fakeBackend({ s1000dObjects: { commitObjects } }) };
}

it('stores XML text as the same writes as its UTF-8 bytes', async () => {
  const fromXml = recorded();
  const fromBytes = recorded();
  const asXml = await storeGeneratedObject(
    fromXml.backend,
    'p1',
    [],
    { fileName, xml: svg },
    actor,
  );
  const bytes = new TextEncoder().encode(svg);
  const asBytes = await storeGeneratedObject(
    fromBytes.backend,
    'p1',
    [],
    { fileName, bytes },
    actor,
  );
  expect(asXml).toEqual(asBytes);
  expect(asXml.stored).toBe(true);
  expect(fromXml.commitObjects).toHaveBeenCalledTimes(1);
  expect(fromXml.commitObjects.mock.calls[0]).toEqual(fromBytes.commitObjects.mock.calls[0]);
  expect(fromXml.commitObjects.mock.calls[0]?.[0]).toBe('p1');
});

it('writes nothing for a file an upload would not store, and says why', async () => {
  const { backend, commitObjects } = recorded();
  const result = await storeGeneratedObject(
    backend,
    'p1',
    [],
    { fileName: 'notes', xml: 'x' },
    actor,
  );
  expect(result.stored).toBe(false);
  expect(result.message).not.toBe('');
  expect(commitObjects).not.toHaveBeenCalled();
});
