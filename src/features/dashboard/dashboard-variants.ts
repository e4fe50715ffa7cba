import type { DashboardVariant } from '../../access/dashboard-variant.ts';

export type DashboardContent = {
  title: string;
  intro: string;
  /** Ids of the registry's sidebar routes this role reaches for first, in order. */
  tools: readonly string[];
  /** Readers of publications get "continue reading" (decision 333). */
  reading?: boolean;
};

/** What each role's dashboard puts first; the main one serves every other role. */
export const DASHBOARD_CONTENT: Record<DashboardVariant, DashboardContent> = {
  'ips-engineer': {
    title: 'IPS Engineer dashboard',
    intro: 'Build product breakdowns, run IPS projects and keep the S1000D data set consistent.',
    tools: [
      'ips-projects',
      'pbs-projects',
      'product-configurations',
      'brdp-management',
      'sns-management',
      'ips-wizards',
    ],
  },
  maintainer: {
    title: 'Maintainer dashboard',
    reading: true,
    intro: 'Find the procedures, tasks and data modules you maintain the product with.',
    tools: ['pbs-projects', 'publication-module-manager', 'ic-management', 'todo-manager'],
  },
  operator: {
    title: 'Operator dashboard',
    reading: true,
    intro: 'Your publications and the configurations of the products you operate.',
    tools: ['publication-module-manager', 'product-configurations', 'ips-wizards'],
  },
  school: {
    title: 'School dashboard',
    intro: 'Courses, classes and the learners who take them.',
    tools: ['ips-wizards', 'todo-manager', 'information-sets'],
  },
  'customer-support': {
    title: 'Customer Support dashboard',
    intro: 'Answer questions from the publications and projects your customers use.',
    tools: ['ips-projects', 'publication-module-manager', 'issue-pattern-manager'],
  },
  'data-analyst': {
    title: 'Data Analyst dashboard',
    intro: 'Inspect projects and data sets, and export them for analysis.',
    tools: ['project-export', 'ips-projects', 'pbs-projects', 'schema-manager'],
  },
  's1000d-viewer': {
    title: 'S1000D Viewer dashboard',
    reading: true,
    intro: 'Read S1000D publications and look codes up.',
    tools: ['publication-module-manager', 'ic-management', 'iloc-management', 'information-sets'],
  },
  main: {
    title: 'Dashboard',
    intro: 'Your work in IPS Studio at a glance.',
    tools: [
      'ips-projects',
      'pbs-projects',
      'user-management',
      'ips-wizards',
      'todo-manager',
      'sns-management',
    ],
  },
};
