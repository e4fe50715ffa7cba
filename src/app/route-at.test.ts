import { describe, expect, it } from 'vitest';
import { ALL_PAGES } from './pages.ts';
import { routeAt } from './route-at.ts';

describe('routeAt', () => {
  it('names the viewer and its params for a viewer URL', () => {
    const found = routeAt(ALL_PAGES, '/viewer/p1~DMC-A');
    expect(found?.page.id).toBe('viewer');
    expect(found?.params).toEqual({ id: 'p1~DMC-A' });
  });

  it('ranks a fixed path above a parameter, as the router does', () => {
    expect(routeAt(ALL_PAGES, '/tools/ips-projects')?.page.path).toBe('/tools/ips-projects');
    expect(routeAt(ALL_PAGES, '/tools/ips-projects/x1')?.page.path).toBe(
      '/tools/ips-projects/:projectId',
    );
  });

  it('names nothing for a path no route opens', () => {
    expect(routeAt(ALL_PAGES, '/no/such/page')).toBeNull();
  });
});
