import type { FieldErrors } from '../../lib/field-errors.ts';

export const TASK_TYPES = [
  'Inspection',
  'Servicing',
  'Lubrication',
  'Functional test',
  'Removal/installation',
  'Repair',
  'Overhaul',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_STATUSES = ['Planned', 'In work', 'Done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A support task of a PBS item, stored inside the item. */
export type SupportTask = {
  id: string;
  code: string;
  title: string;
  type: TaskType;
  /** Free text such as "500 FH" or "12 months": the unit belongs to the programme. */
  interval: string;
  /** Elapsed hours. */
  duration: number;
  skills: string[];
  personnel: number;
  spares: string[];
  status: TaskStatus;
};

export type SupportTaskFields = Omit<SupportTask, 'id'>;
export type FieldErrorsOfTask = FieldErrors<keyof SupportTaskFields>;

export const EMPTY_TASK_FIELDS: SupportTaskFields = {
  code: '',
  title: '',
  type: 'Inspection',
  interval: '',
  duration: 1,
  skills: [],
  personnel: 1,
  spares: [],
  status: 'Planned',
};

export const TASK_TEXT = {
  codeRequired: 'Enter a task code.',
  codeTaken: (code: string) => `The task code "${code}" is already used on this item.`,
  titleRequired: 'Enter a title.',
  durationInvalid: 'Duration must be a number of hours greater than 0.',
  personnelInvalid: 'Personnel must be a whole number of 1 or more.',
} as const;

export function validateTaskFields(
  fields: SupportTaskFields,
  tasks: readonly SupportTask[],
  selfId: string | null,
): FieldErrors<keyof SupportTaskFields> {
  const errors: FieldErrors<keyof SupportTaskFields> = {};
  const code = fields.code.trim();
  if (!code) errors.code = TASK_TEXT.codeRequired;
  else if (tasks.some((t) => t.id !== selfId && t.code.trim() === code))
    errors.code = TASK_TEXT.codeTaken(code);
  if (!fields.title.trim()) errors.title = TASK_TEXT.titleRequired;
  if (!Number.isFinite(fields.duration) || fields.duration <= 0)
    errors.duration = TASK_TEXT.durationInvalid;
  if (!Number.isInteger(fields.personnel) || fields.personnel < 1)
    errors.personnel = TASK_TEXT.personnelInvalid;
  return errors;
}

/** "a, b,, c" → ["a", "b", "c"]: the form edits lists as comma-separated text. */
export function splitList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads a stored task leniently: migrated projects may lack fields. */
export function readTask(raw: unknown, index: number): SupportTask {
  const r = (raw ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : splitList(text(v)));
  return {
    ...r,
    id: text(r.id) || `task-${index + 1}`,
    code: text(r.code),
    title: text(r.title),
    type: (TASK_TYPES as readonly unknown[]).includes(r.type) ? (r.type as TaskType) : 'Inspection',
    interval: text(r.interval),
    duration: typeof r.duration === 'number' ? r.duration : 0,
    skills: list(r.skills),
    personnel: typeof r.personnel === 'number' ? r.personnel : 1,
    spares: list(r.spares),
    status: (TASK_STATUSES as readonly unknown[]).includes(r.status)
      ? (r.status as TaskStatus)
      : 'Planned',
  };
}
