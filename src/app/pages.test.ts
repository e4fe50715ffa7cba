import { describe, expect, it } from 'vitest';
import { DASHBOARD_CONTENT } from '../features/dashboard/dashboard-variants.ts';
import { ALL_PAGES } from './pages.ts';

const WIZARDS = [
  'rapid-setup',
  'go-no-go',
  'ddn-reader',
  'publication-analyzer',
  'budget-calculator',
  'software-checklist',
  'applicability-builder',
  'dmrl-merge',
  'sns-builder',
  'data-set-builder',
  'code-analyzer',
  'brex-tools',
  'element-attribute-lookup',
  'data-import',
];

/** The spec's section 2, route by route, with its guard. */
const SPEC_ROUTES: [string, 'authenticated' | 'role' | 'public-only'][] = [
  ['/', 'public-only'],
  ['/login', 'public-only'],
  ...[
    '/dashboard',
    '/s1000d-publications',
    '/course/s1000d',
    '/viewer/:id',
    '/upload',
    '/settings',
  ].map((path) => [path, 'authenticated'] as [string, 'authenticated']),
  ...[
    'html-to-react',
    'brex-builder',
    'ips-wizards',
    'wizards',
    ...WIZARDS.map((slug) => `wizards/s1000d/${slug}`),
    'schema-manager',
    'brex-management',
    'issue-pattern-manager',
    'svg-to-3d',
    'create-pbs',
    'pbs-projects',
    'todo-manager',
    'ips-projects',
    'ips-project-creator',
    'user-management',
    'project-export',
    'sns-management',
    'ic-management',
    'brdp-management',
    'brdp-import',
    'brdps',
    'product-configurations',
    'attributes',
    'iloc-management',
    'information-sets',
    's1000d-viewer/:projectId/:publicationId',
    'publication-module-manager/:projectId?/:publicationName?',
    'ste-project-manager/:projectId',
  ].map((tool) => [`/tools/${tool}`, 'role'] as [string, 'role']),
  ['/publication-module-editor/:projectId/:moduleId', 'role'],
  ['/publication-module-view/:projectId/:moduleId', 'role'],
  ['/project/:projectId/s1000d/module-editor/:moduleId', 'role'],
  ['/teacher/bucket/:bucketId', 'role'],
];

describe('the route registry', () => {
  it.each(SPEC_ROUTES)('has %s behind the spec guard %s', (path, guard) => {
    expect(ALL_PAGES.find((route) => route.path === path)?.requires.guard).toBe(guard);
  });

  it('names every route once and gives every path one page', () => {
    expect(new Set(ALL_PAGES.map((route) => route.id)).size).toBe(ALL_PAGES.length);
    expect(new Set(ALL_PAGES.map((route) => route.path)).size).toBe(ALL_PAGES.length);
  });

  it('gives the dashboards tool cards only of sidebar routes', () => {
    const sidebarIds = ALL_PAGES.filter((route) => route.group).map((route) => route.id);
    for (const content of Object.values(DASHBOARD_CONTENT)) {
      for (const id of content.tools) expect(sidebarIds).toContain(id);
    }
  });
});
