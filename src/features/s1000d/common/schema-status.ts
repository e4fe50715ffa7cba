import type { SchemaReport } from '../../../s1000d/schemas/xsd-validator.ts';

/** What the library shows of an object's schema validation. */
export type SchemaCell =
  | { key: 'checking'; label: string; detail: string }
  | { key: 'missingSet'; label: string; detail: string; issue: string }
  | { key: 'valid' | 'invalid' | 'problem'; label: string; detail: string };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const CHECKING: SchemaCell = {
  key: 'checking',
  label: 'Checking...',
  detail: 'Validating against the schema set.',
};

/** The library's cell for an object whose issue has no schema set: no bytes need reading. */
export function missingSetCell(issue: string): SchemaCell {
  return {
    key: 'missingSet',
    issue,
    label: `No ${issue} set`,
    detail: `No schema set for Issue ${issue}: upload the S1000D ${issue} schema set.`,
  };
}

/** The library's cell for a validation the worker made. */
export function schemaCellOf(report: SchemaReport): SchemaCell {
  const lines = report.errors
    .slice(0, 5)
    .map((e) => `line ${e.line}: ${e.message}`)
    .join('\n');
  switch (report.status) {
    case 'valid':
      return { key: 'valid', label: 'Valid', detail: report.message };
    case 'invalid':
      return {
        key: 'invalid',
        label: plural(report.errors.length, 'error'),
        detail: `${report.message}\n${lines}`,
      };
    case 'missingSet':
      return missingSetCell(report.issue ?? '?');
    case 'notWellFormed':
      return { key: 'invalid', label: 'Not well-formed', detail: report.message };
    default:
      return { key: 'problem', label: PROBLEM_LABELS[report.status], detail: report.message };
  }
}

const PROBLEM_LABELS = {
  refused: 'Refused',
  noSchema: 'No schema named',
  missingSchema: `Schema missing`,
  schemaError: 'Schema broken',
} as const;
