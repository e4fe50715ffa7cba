import { BookOpen } from 'lucide-react';
import { COURSE_ICONS } from './course-icons.ts';

/** A course's icon by its stored name; an unknown name shows the book. */
export function CourseIcon({ name, className }: { name: string; className: string }) {
  const Icon = COURSE_ICONS[name]?.Icon ?? BookOpen;
  return <Icon aria-hidden className={className} />;
}
