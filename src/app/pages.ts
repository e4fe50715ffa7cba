import {
  BookOpen,
  Boxes,
  ClipboardList,
  Code2,
  Database,
  FileCode2,
  FileSearch,
  FolderKanban,
  FolderTree,
  Hash,
  Layers,
  LayoutDashboard,
  ListChecks,
  ListTodo,
  type LucideIcon,
  MapPin,
  Network,
  PackageOpen,
  ShieldCheck,
  Tags,
  Users,
  Wand2,
} from 'lucide-react';
import type { SidebarItem } from '../access/sidebar.ts';

export type Guard = 'public' | 'public-only' | 'authenticated' | 'role';
export type SidebarGroup = 'main' | 'project' | 'training' | 's1000d' | 'general' | 'admin';

type PageModule = { default: React.ComponentType };

export type PageEntry = {
  path: string;
  title: string;
  guard: Guard;
  load: () => Promise<PageModule>;
  /** A product page says what it loads: 'Loading {product}...'. */
  loadingText?: string;
  sidebar?: { group: SidebarGroup; item: SidebarItem; icon: LucideIcon };
};

export const notYet = () => import('../features/placeholder/not-yet-available-page.tsx');

/** Every route of the spec's section 2: router, sidebar and tests all read this list. */
export const PAGES: readonly PageEntry[] = [
  {
    path: '/',
    title: 'IPS Studio',
    guard: 'public-only',
    load: () => import('../features/landing/landing-page.tsx'),
  },
  {
    path: '/login',
    title: 'Sign in',
    guard: 'public-only',
    load: () => import('../features/auth/login-page.tsx'),
  },
  {
    path: '/join',
    title: 'Join with an access code',
    guard: 'public-only',
    load: () => import('../features/auth/join-with-code-page.tsx'),
  },
  {
    path: '/request-account',
    title: 'Request an account',
    guard: 'public',
    load: () => import('../features/auth/request-account-page.tsx'),
  },
  {
    path: '/setup-administrator',
    title: 'Set up the administrator',
    guard: 'public-only',
    load: () => import('../features/auth/setup-administrator-page.tsx'),
  },
  {
    path: '/change-password',
    title: 'Choose a new password',
    guard: 'authenticated',
    load: () => import('../features/auth/change-password-page.tsx'),
  },

  {
    path: '/dashboard',
    title: 'Dashboard',
    guard: 'authenticated',
    load: () => import('../features/dashboard/dashboard-page.tsx'),
    sidebar: { group: 'main', item: 'Dashboard', icon: LayoutDashboard },
  },
  {
    path: '/s1000d-publications',
    title: 'S1000D Publications',
    guard: 'authenticated',
    load: notYet,
  },
  {
    path: '/courses',
    title: 'Courses',
    guard: 'authenticated',
    load: () => import('../features/courses/courses-page.tsx'),
  },
  {
    path: '/course/s1000d',
    title: 'S1000D course',
    guard: 'authenticated',
    load: () => import('../features/s1000d-course/s1000d-course-page.tsx'),
    loadingText: 'Loading S1000D...',
  },
  { path: '/viewer/:id', title: 'Viewer', guard: 'authenticated', load: notYet },
  { path: '/upload', title: 'Upload', guard: 'authenticated', load: notYet },
  {
    path: '/settings',
    title: 'Settings',
    guard: 'authenticated',
    load: () => import('../features/settings/settings-page.tsx'),
  },

  {
    path: '/tools/ips-projects',
    title: 'IPS Projects',
    guard: 'role',
    load: () => import('../features/ips-projects/ips-projects-page.tsx'),
    sidebar: { group: 'project', item: 'IPS Projects', icon: FolderKanban },
  },
  {
    path: '/tools/pbs-projects',
    title: 'PBS Projects',
    guard: 'role',
    load: () => import('../features/pbs-projects/pbs-projects-page.tsx'),
    sidebar: { group: 'project', item: 'PBS Projects', icon: FolderTree },
  },
  {
    path: '/tools/product-configurations',
    title: 'Product Configurations',
    guard: 'role',
    load: () => import('../features/product-configurations/product-configurations-page.tsx'),
    sidebar: { group: 'project', item: 'Product Configurations', icon: Boxes },
  },
  {
    path: '/tools/ips-wizards',
    title: 'IPS Wizards',
    guard: 'role',
    load: notYet,
    sidebar: { group: 'training', item: 'IPS Wizards', icon: Wand2 },
  },
  { path: '/tools/wizards', title: 'IPS Wizards', guard: 'role', load: notYet },

  {
    path: '/tools/attributes',
    title: 'Attributes',
    guard: 'role',
    load: notYet,
    sidebar: { group: 's1000d', item: 'Attributes', icon: Tags },
  },
  {
    path: '/tools/brex-management',
    title: 'BREX Management',
    guard: 'role',
    load: notYet,
    sidebar: { group: 's1000d', item: 'BREX Management', icon: ShieldCheck },
  },
  {
    path: '/tools/brdp-management',
    title: 'BRDP Management',
    guard: 'role',
    load: notYet,
    sidebar: { group: 's1000d', item: 'BRDP Management', icon: ListChecks },
  },
  { path: '/tools/brdp-import', title: 'BRDP Management', guard: 'role', load: notYet },
  {
    path: '/tools/brdps',
    title: 'BRDPs',
    guard: 'role',
    load: notYet,
    sidebar: { group: 's1000d', item: 'BRDPs', icon: ClipboardList },
  },
  {
    path: '/tools/cir-management',
    title: 'CIR Management',
    guard: 'role',
    load: notYet,
    sidebar: { group: 's1000d', item: 'CIR Management', icon: Database },
  },
  {
    path: '/tools/ic-management',
    title: 'IC Management',
    guard: 'role',
    load: notYet,
    sidebar: { group: 's1000d', item: 'IC Management', icon: Hash },
  },
  {
    path: '/tools/iloc-management',
    title: 'ILOC Management',
    guard: 'role',
    load: notYet,
    sidebar: { group: 's1000d', item: 'ILOC Management', icon: MapPin },
  },
  {
    path: '/tools/information-sets',
    title: 'Information Sets',
    guard: 'role',
    load: notYet,
    sidebar: { group: 's1000d', item: 'Information Sets', icon: Layers },
  },
  {
    path: '/tools/publication-module-manager/:projectId?/:publicationName?',
    title: 'Publication Modules',
    guard: 'role',
    load: notYet,
    sidebar: { group: 's1000d', item: 'Publication Modules', icon: BookOpen },
  },
  {
    path: '/tools/sns-management',
    title: 'SNS Management',
    guard: 'role',
    load: notYet,
    sidebar: { group: 's1000d', item: 'SNS Management', icon: Network },
  },

  {
    path: '/tools/html-to-react',
    title: 'HTML to React',
    guard: 'role',
    load: notYet,
    sidebar: { group: 'general', item: 'HTML to React', icon: Code2 },
  },
  {
    path: '/tools/issue-pattern-manager',
    title: 'Issue Pattern Manager',
    guard: 'role',
    load: notYet,
    sidebar: { group: 'general', item: 'Issue Pattern Manager', icon: FileSearch },
  },
  {
    path: '/tools/schema-manager',
    title: 'Schema Manager',
    guard: 'role',
    load: notYet,
    sidebar: { group: 'general', item: 'Schema Manager', icon: FileCode2 },
  },
  {
    path: '/tools/todo-manager',
    title: 'To-Do Manager',
    guard: 'role',
    load: () => import('../features/todo-manager/todo-manager-page.tsx'),
    sidebar: { group: 'general', item: 'To-Do Manager', icon: ListTodo },
  },

  {
    path: '/tools/project-export',
    title: 'Project Export',
    guard: 'role',
    load: () => import('../features/project-export/project-export-page.tsx'),
    sidebar: { group: 'admin', item: 'Project Export', icon: PackageOpen },
  },
  {
    path: '/tools/user-management',
    title: 'User Management',
    guard: 'role',
    load: () => import('../features/user-management/user-management-page.tsx'),
    sidebar: { group: 'admin', item: 'User Management', icon: Users },
  },

  { path: '/tools/brex-builder', title: 'BREX Builder', guard: 'role', load: notYet },
  { path: '/tools/svg-to-3d', title: 'SVG to 3D', guard: 'role', load: notYet },
  {
    path: '/tools/create-pbs',
    title: 'Create PBS',
    guard: 'role',
    load: () => import('../features/pbs-projects/create-pbs-page.tsx'),
  },
  {
    path: '/tools/ips-project-creator',
    title: 'IPS Project Creator',
    guard: 'role',
    load: () => import('../features/ips-projects/ips-project-creator-page.tsx'),
  },

  {
    path: '/tools/ips-projects/:projectId',
    title: 'IPS Project',
    guard: 'role',
    load: () => import('../features/ips-projects/ips-project-page.tsx'),
  },
  {
    path: '/tools/pbs-projects/:projectId',
    title: 'PBS Project',
    guard: 'role',
    load: () => import('../features/pbs-projects/pbs-project-page.tsx'),
  },
  {
    path: '/tools/pbs-projects/:projectId/items/:pbsItemId',
    title: 'PBS Item',
    guard: 'role',
    load: () => import('../features/pbs-projects/pbs-item-page.tsx'),
  },
  {
    path: '/tools/pbs-projects/:projectId/items/:pbsItemId/tasks/:taskId',
    title: 'Support Task',
    guard: 'role',
    load: () => import('../features/pbs-projects/support-task-page.tsx'),
  },
  {
    path: '/tools/product-configurations/:projectId',
    title: 'Product Configuration',
    guard: 'role',
    load: () => import('../features/product-configurations/product-configuration-page.tsx'),
  },
  {
    path: '/tools/s1000d-projects/:projectId',
    title: 'S1000D Project',
    guard: 'role',
    load: notYet,
  },
  { path: '/tools/sns-management/:projectId', title: 'Project SNS', guard: 'role', load: notYet },
  { path: '/tools/brex-management/:projectId', title: 'Project BREX', guard: 'role', load: notYet },
  {
    path: '/tools/ste-project-manager/:projectId',
    title: 'STE Project Manager',
    guard: 'role',
    load: notYet,
  },
  {
    path: '/tools/s1000d-viewer/:projectId/:publicationId',
    title: 'S1000D Viewer',
    guard: 'role',
    load: notYet,
  },
  {
    path: '/publication-module-editor/:projectId/:moduleId',
    title: 'Publication Module Editor',
    guard: 'role',
    load: notYet,
  },
  {
    path: '/publication-module-view/:projectId/:moduleId',
    title: 'Publication Module',
    guard: 'role',
    load: notYet,
  },
  {
    path: '/project/:projectId/s1000d/module-editor/:moduleId',
    title: 'Data Module Editor',
    guard: 'role',
    load: notYet,
  },

  {
    path: '/teacher/bucket/:bucketId',
    title: 'Bucket',
    guard: 'role',
    load: () => import('../features/teacher-bucket/teacher-bucket-page.tsx'),
  },
  {
    path: '/bucket/:bucketId',
    title: 'My bucket',
    guard: 'authenticated',
    load: () => import('../features/student-bucket/student-bucket-page.tsx'),
  },
];

/** The 14 S1000D wizards under /tools/wizards/s1000d/. */
export const S1000D_WIZARDS = [
  ['rapid-setup', 'Rapid Setup'],
  ['go-no-go', 'Go / No-Go'],
  ['ddn-reader', 'DDN Reader'],
  ['publication-analyzer', 'Publication Analyzer'],
  ['budget-calculator', 'Budget Calculator'],
  ['software-checklist', 'Software Checklist'],
  ['applicability-builder', 'Applicability Builder'],
  ['dmrl-merge', 'DMRL Merge'],
  ['sns-builder', 'SNS Builder'],
  ['data-set-builder', 'Data Set Builder'],
  ['code-analyzer', 'Code Analyzer'],
  ['brex-tools', 'BREX Tools'],
  ['element-attribute-lookup', 'Element and Attribute Lookup'],
  ['data-import', 'Data Import'],
] as const;

export const WIZARD_PAGES: readonly PageEntry[] = S1000D_WIZARDS.map(([slug, title]) => ({
  path: `/tools/wizards/s1000d/${slug}`,
  title,
  guard: 'role',
  load: notYet,
}));

export const ALL_PAGES: readonly PageEntry[] = [...PAGES, ...WIZARD_PAGES];

export const SIDEBAR_GROUP_LABELS: Record<SidebarGroup, string> = {
  main: '',
  project: 'Project Tools',
  training: 'Training Tools',
  s1000d: 'S1000D',
  general: 'General',
  admin: 'Site Admin',
};
