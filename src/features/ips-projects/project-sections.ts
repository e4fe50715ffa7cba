import { validateStep, type CreatorState } from './creator-steps.ts';
import type { IpsProjectData } from './ips-project.ts';

/** The project page's sections, each edited and saved on its own. */
export const PROJECT_SECTIONS = [
  'Overview',
  'Linked PBS project',
  'Specifications',
  'Team',
  'Milestones',
] as const;
export type ProjectSection = (typeof PROJECT_SECTIONS)[number];

/** The stored fields a section writes; the rest of the document is left as it is. */
const SECTION_FIELDS: Record<ProjectSection, (keyof IpsProjectData)[]> = {
  Overview: ['description', 'product', 'customer', 'contract'],
  'Linked PBS project': ['linkedPbsProjectId'],
  Specifications: ['specifications'],
  Team: ['team'],
  Milestones: ['milestones'],
};

/** The creator's rules for the same fields, so a project stays as valid as when it was made. */
export function validateSection(section: ProjectSection, state: CreatorState): string[] {
  switch (section) {
    case 'Overview':
      return [...validateStep('Programme', state), ...validateStep('Product', state)];
    case 'Linked PBS project':
      return [];
    default:
      return validateStep(section, state);
  }
}

/** What saving a section writes: its fields, and the name for the overview. */
export function sectionUpdate(
  section: ProjectSection,
  { name, data }: CreatorState,
): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(
    SECTION_FIELDS[section].map((key) => [key, data[key]]),
  );
  if (section === 'Overview') fields.name = name.trim();
  return fields;
}
