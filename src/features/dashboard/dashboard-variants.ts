import type { DashboardVariant } from '../../access/dashboard-variant.ts';

export type DashboardContent = {
  title: string;
  intro: string;
  /** Sidebar items this role reaches for first, in order. */
  tools: readonly string[];
};

/** What each role's dashboard puts first; the main one serves every other role. */
export const DASHBOARD_CONTENT: Record<DashboardVariant, DashboardContent> = {
  'ips-engineer': {
    title: 'IPS Engineer dashboard',
    intro: 'Build product breakdowns, run IPS projects and keep the S1000D data set consistent.',
    tools: [
      'IPS Projects',
      'PBS Projects',
      'Product Configurations',
      'BRDP Management',
      'SNS Management',
      'IPS Wizards',
    ],
  },
  maintainer: {
    title: 'Maintainer dashboard',
    intro: 'Find the procedures, tasks and data modules you maintain the product with.',
    tools: ['PBS Projects', 'Publication Modules', 'IC Management', 'To-Do Manager'],
  },
  operator: {
    title: 'Operator dashboard',
    intro: 'Your publications and the configurations of the products you operate.',
    tools: ['Publication Modules', 'Product Configurations', 'IPS Wizards'],
  },
  school: {
    title: 'School dashboard',
    intro: 'Courses, classes and the learners who take them.',
    tools: ['IPS Wizards', 'To-Do Manager', 'Information Sets'],
  },
  'customer-support': {
    title: 'Customer Support dashboard',
    intro: 'Answer questions from the publications and projects your customers use.',
    tools: ['IPS Projects', 'Publication Modules', 'Issue Pattern Manager'],
  },
  'data-analyst': {
    title: 'Data Analyst dashboard',
    intro: 'Inspect projects and data sets, and export them for analysis.',
    tools: ['Project Export', 'IPS Projects', 'PBS Projects', 'Schema Manager'],
  },
  's1000d-viewer': {
    title: 'S1000D Viewer dashboard',
    intro: 'Read S1000D publications and look codes up.',
    tools: ['Publication Modules', 'IC Management', 'ILOC Management', 'Information Sets'],
  },
  main: {
    title: 'Dashboard',
    intro: 'Your work in IPS Studio at a glance.',
    tools: [
      'IPS Projects',
      'PBS Projects',
      'User Management',
      'IPS Wizards',
      'To-Do Manager',
      'SNS Management',
    ],
  },
};
