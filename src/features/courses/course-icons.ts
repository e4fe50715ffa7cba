import {
  BookOpen,
  ClipboardList,
  GraduationCap,
  type LucideIcon,
  Monitor,
  Package,
  Repeat,
  Workflow,
  Wrench,
} from 'lucide-react';

/** The icons a course may show, by the name stored in courses/{id}.icon. */
export const COURSE_ICONS: Readonly<Record<string, { label: string; Icon: LucideIcon }>> = {
  'book-open': { label: 'Book', Icon: BookOpen },
  'clipboard-list': { label: 'Clipboard', Icon: ClipboardList },
  'graduation-cap': { label: 'Graduation cap', Icon: GraduationCap },
  monitor: { label: 'Monitor', Icon: Monitor },
  package: { label: 'Package', Icon: Package },
  repeat: { label: 'Repeat', Icon: Repeat },
  workflow: { label: 'Workflow', Icon: Workflow },
  wrench: { label: 'Wrench', Icon: Wrench },
};

export const COURSE_ICON_NAMES: readonly string[] = Object.keys(COURSE_ICONS);

/** The two seed colours as the app's palette. */
export const COURSE_COLOURS = {
  primary: { label: 'Primary', className: 'bg-blue-100 text-blue-800' },
  secondary: { label: 'Secondary', className: 'bg-teal-100 text-teal-800' },
} as const;
