import { format } from 'date-fns';

/** en-US long date with hour and minute, e.g. "November 21, 2026 at 3:07 PM". */
export function formatLongDateTime(date: Date | null | undefined): string {
  return date ? format(date, "MMMM d, yyyy 'at' h:mm a") : 'Never';
}
