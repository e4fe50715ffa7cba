// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage, preloadPage } from './lazy-page.ts';

afterEach(cleanup);

const pageModule = (text: string) => ({ default: () => <p>{text}</p> });

describe('lazyPage', () => {
  it('renders a page whose chunk was preloaded at once, without its fallback', async () => {
    const load = () => Promise.resolve(pageModule('The dashboard'));
    const Page = lazyPage(load);
    preloadPage(load);
    await act(() => Promise.resolve());
    render(
      <Suspense fallback={<p>Loading page...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('The dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Loading page...')).toBeNull();
  });

  it('shows the fallback for a page not loaded yet, then the page', async () => {
    const Page = lazyPage(() => Promise.resolve(pageModule('The library')));
    render(
      <Suspense fallback={<p>Loading page...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    expect(await screen.findByText('The library')).toBeInTheDocument();
  });
});
