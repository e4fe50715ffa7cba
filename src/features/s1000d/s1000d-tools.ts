import { viewOf, type RouteRequirements } from '../../access/route-requirements.ts';
import type { RouteEntry } from '../../lib/route-entry.ts';

/** Signed in, any role (guard 2); the page itself checks nothing more. */
const ANY_ROLE: RouteRequirements = { guard: 'role' };
/** S1000D content and its management: the `schemas` area (spec section 6, S1000D group). */
const S1000D_CONTENT: RouteRequirements = { guard: 'role', permission: viewOf('schemas') };
/** General tools and wizards: the `tools` area. */
const TOOLS: RouteRequirements = { guard: 'role', permission: viewOf('tools') };

/**
 * The S1000D side's routes; the app's registry joins them. A new tool is one entry
 * here and one folder beside this file (tools import ./shared, never each other).
 */
export const S1000D_TOOLS: readonly RouteEntry[] = [
  {
    id: 's1000d-publications',
    path: '/s1000d-publications',
    title: 'S1000D Publications',
    requires: { guard: 'authenticated' },
    load: () => import('./publications/publications-page.tsx'),
  },
  {
    id: 'viewer',
    path: '/viewer/:id',
    title: 'Viewer',
    requires: { guard: 'authenticated' },
    load: () => import('./viewer/object-viewer-page.tsx'),
    prefetch: (params) =>
      void import('./viewer/prefetch-viewer.ts').then((m) => m.prefetchViewerObject(params)),
  },
  {
    id: 'upload',
    path: '/upload',
    title: 'Upload',
    requires: { guard: 'authenticated' },
    load: () => import('./upload/upload-page.tsx'),
  },

  {
    id: 'ips-wizards',
    path: '/tools/ips-wizards',
    title: 'IPS Wizards',
    requires: TOOLS,
    load: () => import('./wizards/hub/wizards-hub-page.tsx'),
    group: 'training',
    icon: 'wand-2',
  },
  {
    id: 'wizards',
    path: '/tools/wizards',
    title: 'IPS Wizards',
    requires: TOOLS,
    load: () => import('./wizards/hub/wizards-hub-page.tsx'),
  },

  {
    id: 'attributes',
    path: '/tools/attributes',
    title: 'Attributes',
    requires: S1000D_CONTENT,
    load: () => import('./attributes/attributes-page.tsx'),
    group: 's1000d',
    icon: 'tags',
  },
  {
    id: 'brex-management',
    path: '/tools/brex-management',
    title: 'BREX Management',
    // The spec lists BREX Management only for administrators.
    requires: { guard: 'role', permission: 'administrator' },
    load: () => import('./brex-management/brex-management-page.tsx'),
    group: 's1000d',
    icon: 'shield-check',
  },
  {
    id: 'brdp-management',
    path: '/tools/brdp-management',
    title: 'BRDP Management',
    requires: S1000D_CONTENT,
    load: () => import('./brdp/brdp-management-page.tsx'),
    group: 's1000d',
    icon: 'list-checks',
  },
  {
    id: 'brdp-import',
    path: '/tools/brdp-import',
    title: 'BRDP Management',
    requires: S1000D_CONTENT,
    load: () => import('./brdp/brdp-management-page.tsx'),
  },
  {
    id: 'brdps',
    path: '/tools/brdps',
    title: 'BRDPs',
    requires: S1000D_CONTENT,
    load: () => import('./brdp/brdps-page.tsx'),
    group: 's1000d',
    icon: 'clipboard-list',
  },
  {
    id: 'cir-management',
    path: '/tools/cir-management',
    title: 'CIR Management',
    requires: S1000D_CONTENT,
    load: () => import('./cir-management/cir-management-page.tsx'),
    group: 's1000d',
    icon: 'database',
  },
  {
    id: 'ic-management',
    path: '/tools/ic-management',
    title: 'IC Management',
    requires: S1000D_CONTENT,
    load: () => import('./ic-management/ic-management-page.tsx'),
    group: 's1000d',
    icon: 'hash',
  },
  {
    id: 'iloc-management',
    path: '/tools/iloc-management',
    title: 'ILOC Management',
    requires: S1000D_CONTENT,
    load: () => import('./iloc-management/iloc-management-page.tsx'),
    group: 's1000d',
    icon: 'map-pin',
  },
  {
    id: 'information-sets',
    path: '/tools/information-sets',
    title: 'Information Sets',
    requires: S1000D_CONTENT,
    load: () => import('./information-sets/information-sets-page.tsx'),
    group: 's1000d',
    icon: 'layers',
  },
  {
    id: 'publication-module-manager',
    path: '/tools/publication-module-manager/:projectId?/:publicationName?',
    title: 'Publication Modules',
    requires: S1000D_CONTENT,
    load: () => import('./publication-modules/pm-manager-page.tsx'),
    group: 's1000d',
    icon: 'book-open',
  },
  {
    id: 'sns-management',
    path: '/tools/sns-management',
    title: 'SNS Management',
    requires: S1000D_CONTENT,
    load: () => import('./sns-management/sns-management-page.tsx'),
    group: 's1000d',
    icon: 'network',
  },

  {
    id: 'html-to-react',
    path: '/tools/html-to-react',
    title: 'HTML to React',
    requires: TOOLS,
    load: () => import('./html-to-react/html-to-react-page.tsx'),
    group: 'general',
    icon: 'code-2',
  },
  {
    id: 'issue-pattern-manager',
    path: '/tools/issue-pattern-manager',
    title: 'Issue Pattern Manager',
    requires: S1000D_CONTENT,
    load: () => import('./issue-pattern-manager/issue-pattern-manager-page.tsx'),
    group: 'general',
    icon: 'file-search',
  },
  {
    id: 'schema-manager',
    path: '/tools/schema-manager',
    title: 'Schema Manager',
    requires: S1000D_CONTENT,
    load: () => import('./schema-manager/schema-manager-page.tsx'),
    group: 'general',
    icon: 'file-code-2',
  },

  {
    id: 'brex-builder',
    path: '/tools/brex-builder',
    title: 'BREX Builder',
    requires: S1000D_CONTENT,
    load: () => import('./brex-builder/brex-builder-page.tsx'),
  },
  {
    id: 'svg-to-3d',
    path: '/tools/svg-to-3d',
    title: 'SVG to 3D',
    requires: TOOLS,
    load: () => import('./svg-to-3d/svg-to-3d-page.tsx'),
  },
  {
    id: 's1000d-project',
    path: '/tools/s1000d-projects/:projectId',
    title: 'S1000D Project',
    // Membership decides (readers need no S1000D permission): the page asks the rules.
    requires: ANY_ROLE,
    load: () => import('./project/s1000d-project-page.tsx'),
  },
  {
    id: 'project-sns',
    path: '/tools/sns-management/:projectId',
    title: 'Project SNS',
    requires: S1000D_CONTENT,
    load: () => import('./sns-management/sns-management-page.tsx'),
  },
  {
    id: 'project-brex',
    path: '/tools/brex-management/:projectId',
    title: 'Project BREX',
    requires: S1000D_CONTENT,
    load: () => import('./brex-management/brex-management-page.tsx'),
  },
  {
    id: 'ste-project-manager-index',
    path: '/tools/ste-project-manager',
    title: 'STE Project Manager',
    requires: S1000D_CONTENT,
    load: () => import('./ste-project-manager/ste-project-manager-page.tsx'),
  },
  {
    id: 'ste-project-manager',
    path: '/tools/ste-project-manager/:projectId',
    title: 'STE Project Manager',
    requires: S1000D_CONTENT,
    load: () => import('./ste-project-manager/ste-project-manager-page.tsx'),
  },
  {
    id: 's1000d-viewer',
    path: '/tools/s1000d-viewer/:projectId/:publicationId',
    title: 'S1000D Viewer',
    // Reading is the project's readers' right (operators included): the rules decide.
    requires: ANY_ROLE,
    load: () => import('./viewer/publication-viewer-page.tsx'),
    prefetch: (params) =>
      void import('./viewer/prefetch-viewer.ts').then((m) => m.prefetchViewerPublication(params)),
  },
  {
    id: 'publication-module-editor',
    path: '/publication-module-editor/:projectId/:moduleId',
    title: 'Publication Module Editor',
    requires: S1000D_CONTENT,
    load: () => import('./pm-editor/pm-editor-page.tsx'),
  },
  {
    id: 'publication-module-view',
    path: '/publication-module-view/:projectId/:moduleId',
    title: 'Publication Module',
    requires: ANY_ROLE,
    load: () => import('./viewer/publication-module-view-page.tsx'),
  },
  {
    id: 'module-editor',
    path: '/project/:projectId/s1000d/module-editor/:moduleId',
    title: 'Data Module Editor',
    requires: S1000D_CONTENT,
    load: () => import('./module-editor/module-editor-page.tsx'),
  },

  wizard('rapid-setup', 'Rapid Setup', () => import('./wizards/rapid-setup/rapid-setup-page.tsx')),
  wizard('go-no-go', 'Go / No-Go', () => import('./wizards/go-no-go/go-no-go-page.tsx')),
  wizard('ddn-reader', 'DDN Reader', () => import('./wizards/ddn-reader/ddn-reader-page.tsx')),
  wizard(
    'publication-analyzer',
    'Publication Analyzer',
    () => import('./wizards/publication-analyzer/publication-analyzer-page.tsx'),
  ),
  wizard(
    'budget-calculator',
    'Budget Calculator',
    () => import('./wizards/budget-calculator/budget-calculator-page.tsx'),
  ),
  wizard(
    'software-checklist',
    'Software Checklist',
    () => import('./wizards/software-checklist/software-checklist-page.tsx'),
  ),
  wizard(
    'applicability-builder',
    'Applicability Builder',
    () => import('./wizards/applicability-builder/applicability-builder-page.tsx'),
  ),
  wizard('dmrl-merge', 'DMRL Merge', () => import('./wizards/dmrl-merge/dmrl-merge-page.tsx')),
  wizard('sns-builder', 'SNS Builder', () => import('./wizards/sns-builder/sns-builder-page.tsx')),
  wizard(
    'data-set-builder',
    'Data Set Builder',
    () => import('./wizards/data-set-builder/data-set-builder-page.tsx'),
  ),
  wizard(
    'code-analyzer',
    'Code Analyzer',
    () => import('./wizards/code-analyzer/code-analyzer-page.tsx'),
  ),
  wizard('brex-tools', 'BREX Tools', () => import('./brex-tools/brex-tools-page.tsx')),
  wizard(
    'element-attribute-lookup',
    'Element and Attribute Lookup',
    () => import('./wizards/element-attribute-lookup/element-attribute-lookup-page.tsx'),
  ),
  wizard('data-import', 'Data Import', () => import('./wizards/data-import/data-import-page.tsx')),
];

/** One of the 14 S1000D wizards under /tools/wizards/s1000d/ (spec section 2): any role. */
function wizard(slug: string, title: string, load: RouteEntry['load']): RouteEntry {
  const path = `/tools/wizards/s1000d/${slug}`;
  return { id: `wizard-${slug}`, path, title, requires: ANY_ROLE, load };
}
