// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RoutePrefetch } from './route-prefetch.tsx';

afterEach(cleanup);

const NeverLoads = lazy(() => new Promise<never>(() => {}));
const Loaded = () => <p>The page</p>;

/**
 * A route with the prefetch beside its page, both under one Suspense boundary as in the
 * app's layout: while the page's chunk loads, nothing beside it commits.
 */
function renderRoute(calls: string[], Page: ComponentType) {
  const run = (params: Readonly<Partial<Record<string, string>>>) =>
    void calls.push(params.id ?? '');
  const router = createMemoryRouter(
    [
      {
        path: '/viewer/:id',
        element: (
          <Suspense fallback={<p>Loading</p>}>
            <RoutePrefetch run={run} />
            <Page />
          </Suspense>
        ),
      },
    ],
    { initialEntries: ['/viewer/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RoutePrefetch', () => {
  it('starts the prefetch while the page chunk is still loading', () => {
    const calls: string[] = [];
    renderRoute(calls, NeverLoads);
    // React may render the suspended routes again (nothing kept): prefetches are idempotent.
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls)).toEqual(new Set(['a']));
  });

  it('runs again for new params, not for a render with the same ones', async () => {
    const calls: string[] = [];
    const router = renderRoute(calls, Loaded);
    await act(() => router.navigate('/viewer/a#step-2'));
    await act(() => router.navigate('/viewer/b'));
    expect(calls).toEqual(['a', 'b']);
  });
});
