import { viewOf } from '../access/route-requirements.ts';
import { S1000D_TOOLS } from '../features/s1000d/s1000d-tools.ts';
import type { RouteEntry } from '../lib/route-entry.ts';

/** Product configurations belong to PBS projects: without their view, say why. */
const NO_PBS_VIEW_TEXT =
  'Your role cannot view PBS projects, so it cannot see their product configurations.';

/**
 * The app's own routes. With the S1000D slice they make the registry that the router,
 * the sidebar, the dashboards' tool cards, the page permission check and docs/routes.md read.
 */
const APP_PAGES: readonly RouteEntry[] = [
  {
    id: 'landing',
    path: '/',
    title: 'IPS Studio',
    requires: { guard: 'public-only' },
    load: () => import('../features/landing/landing-page.tsx'),
  },
  {
    id: 'login',
    path: '/login',
    title: 'Sign in',
    requires: { guard: 'public-only' },
    load: () => import('../features/auth/login-page.tsx'),
  },
  {
    id: 'join',
    path: '/join',
    title: 'Join with an access code',
    requires: { guard: 'public-only' },
    load: () => import('../features/auth/join-with-code-page.tsx'),
  },
  {
    id: 'request-account',
    path: '/request-account',
    title: 'Request an account',
    requires: { guard: 'public' },
    load: () => import('../features/auth/request-account-page.tsx'),
  },
  {
    id: 'setup-administrator',
    path: '/setup-administrator',
    title: 'Set up the administrator',
    requires: { guard: 'public-only' },
    load: () => import('../features/auth/setup-administrator-page.tsx'),
  },
  {
    id: 'change-password',
    path: '/change-password',
    title: 'Choose a new password',
    requires: { guard: 'authenticated' },
    load: () => import('../features/auth/change-password-page.tsx'),
  },

  {
    id: 'dashboard',
    path: '/dashboard',
    title: 'Dashboard',
    // Everyone signed in has a dashboard; the sidebar links it for dashboard view.
    requires: { guard: 'authenticated', offeredTo: viewOf('dashboard') },
    load: () => import('../features/dashboard/dashboard-page.tsx'),
    group: 'main',
    icon: 'layout-dashboard',
  },
  {
    id: 'courses',
    path: '/courses',
    title: 'Courses',
    requires: { guard: 'authenticated' },
    load: () => import('../features/courses/courses-page.tsx'),
  },
  {
    id: 's1000d-course',
    path: '/course/s1000d',
    title: 'S1000D course',
    requires: { guard: 'authenticated' },
    load: () => import('../features/s1000d-course/s1000d-course-page.tsx'),
    loadingText: 'Loading S1000D...',
  },
  {
    id: 'settings',
    path: '/settings',
    title: 'Settings',
    requires: { guard: 'authenticated' },
    load: () => import('../features/settings/settings-page.tsx'),
  },

  {
    id: 'ips-projects',
    path: '/tools/ips-projects',
    title: 'IPS Projects',
    requires: { guard: 'role', permission: viewOf('ips-projects') },
    load: () => import('../features/ips-projects/ips-projects-page.tsx'),
    group: 'project',
    icon: 'folder-kanban',
  },
  {
    id: 'pbs-projects',
    path: '/tools/pbs-projects',
    title: 'PBS Projects',
    requires: { guard: 'role', permission: viewOf('pbs-projects') },
    load: () => import('../features/pbs-projects/pbs-projects-page.tsx'),
    group: 'project',
    icon: 'folder-tree',
  },
  {
    id: 'product-configurations',
    path: '/tools/product-configurations',
    title: 'Product Configurations',
    // Listed for tools (the spec's table); a configuration belongs to a PBS project.
    requires: { guard: 'role', permission: viewOf('pbs-projects'), offeredTo: viewOf('tools') },
    deniedText: NO_PBS_VIEW_TEXT,
    load: () => import('../features/product-configurations/product-configurations-page.tsx'),
    group: 'project',
    icon: 'boxes',
  },
  {
    id: 'todo-manager',
    path: '/tools/todo-manager',
    title: 'To-Do Manager',
    // Listed for tools; teachers of any role also reach it from My Courses.
    requires: { guard: 'role', offeredTo: viewOf('tools') },
    load: () => import('../features/todo-manager/todo-manager-page.tsx'),
    group: 'general',
    icon: 'list-todo',
    badge: 'open-todos',
  },
  {
    id: 'project-export',
    path: '/tools/project-export',
    title: 'Project Export',
    requires: { guard: 'role', permission: viewOf('project-export') },
    deniedText: 'Your role cannot export or import projects.',
    load: () => import('../features/project-export/project-export-page.tsx'),
    group: 'admin',
    icon: 'package-open',
  },
  {
    id: 'user-management',
    path: '/tools/user-management',
    title: 'User Management',
    requires: { guard: 'role', permission: viewOf('user-management') },
    load: () => import('../features/user-management/user-management-page.tsx'),
    group: 'admin',
    icon: 'users',
  },

  {
    id: 'create-pbs',
    path: '/tools/create-pbs',
    title: 'Create PBS',
    requires: { guard: 'role' },
    load: () => import('../features/pbs-projects/create-pbs-page.tsx'),
  },
  {
    id: 'ips-project-creator',
    path: '/tools/ips-project-creator',
    title: 'IPS Project Creator',
    requires: { guard: 'role' },
    load: () => import('../features/ips-projects/ips-project-creator-page.tsx'),
  },
  {
    id: 'ips-project',
    path: '/tools/ips-projects/:projectId',
    title: 'IPS Project',
    requires: { guard: 'role' },
    load: () => import('../features/ips-projects/ips-project-page.tsx'),
  },
  {
    id: 'pbs-project',
    path: '/tools/pbs-projects/:projectId',
    title: 'PBS Project',
    requires: { guard: 'role' },
    load: () => import('../features/pbs-projects/pbs-project-page.tsx'),
  },
  {
    id: 'pbs-item',
    path: '/tools/pbs-projects/:projectId/items/:pbsItemId',
    title: 'PBS Item',
    requires: { guard: 'role' },
    load: () => import('../features/pbs-projects/pbs-item-page.tsx'),
  },
  {
    id: 'support-task',
    path: '/tools/pbs-projects/:projectId/items/:pbsItemId/tasks/:taskId',
    title: 'Support Task',
    requires: { guard: 'role' },
    load: () => import('../features/pbs-projects/support-task-page.tsx'),
  },
  {
    id: 'product-configuration',
    path: '/tools/product-configurations/:projectId',
    title: 'Product Configuration',
    requires: { guard: 'role', permission: viewOf('pbs-projects') },
    deniedText: NO_PBS_VIEW_TEXT,
    load: () => import('./product-configuration-route.tsx'),
  },

  {
    id: 'teacher-bucket',
    path: '/teacher/bucket/:bucketId',
    title: 'Bucket',
    requires: { guard: 'role' },
    load: () => import('../features/teacher-bucket/teacher-bucket-page.tsx'),
  },
  {
    id: 'student-bucket',
    path: '/bucket/:bucketId',
    title: 'My bucket',
    requires: { guard: 'authenticated' },
    load: () => import('../features/student-bucket/student-bucket-page.tsx'),
  },
];

/**
 * Every route of the spec's section 2. Within a sidebar group items keep this order, so
 * the S1000D slice comes before the app's General tools (To-Do Manager is listed last).
 */
export const ALL_PAGES: readonly RouteEntry[] = [
  ...APP_PAGES.filter((page) => page.group !== 'general'),
  ...S1000D_TOOLS,
  ...APP_PAGES.filter((page) => page.group === 'general'),
];

export const SIDEBAR_GROUP_LABELS = {
  main: '',
  project: 'Project Tools',
  training: 'Training Tools',
  s1000d: 'Site Tools · S1000D',
  general: 'Site Tools · General',
  admin: 'Site Admin',
} as const;
