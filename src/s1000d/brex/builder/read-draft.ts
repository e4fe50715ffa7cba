import {
  ALLOWED_OBJECT_FLAGS,
  VALUE_FORMS,
  VALUE_TAILORINGS,
  type ValueTailoring,
} from '../brex-model';
import { PROJECT_ISSUES } from '../../csdb/project-settings';
import type { SnsNode } from '../../sns/sns-tree';
import type { BrexDraft, RuleDraft, ValueDraft } from './brex-draft';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (o: Json, key: string) => (typeof o[key] === 'string' ? (o[key] as string) : '');
const list = (o: Json, key: string) => (Array.isArray(o[key]) ? (o[key] as unknown[]) : []);
const oneOf = <T extends string>(values: readonly T[], v: string, fallback: T): T =>
  (values as readonly string[]).includes(v) ? (v as T) : fallback;

function readSns(value: unknown): SnsNode[] {
  return Array.isArray(value)
    ? value.filter(isObject).map((n) => ({
        code: str(n, 'code'),
        title: str(n, 'title'),
        children: readSns(n.children),
      }))
    : [];
}

/**
 * A draft from JSON (a file for the CLI, a saved draft in the page): the shape is checked
 * here, the content by validateBrexDraft. Unknown fields are dropped.
 */
export function readBrexDraft(
  value: unknown,
): { ok: true; value: BrexDraft } | { ok: false; problems: string[] } {
  if (!isObject(value)) return { ok: false, problems: ['A BREX draft is a JSON object.'] };
  const problems: string[] = [];
  const issue = str(value, 'issue');
  if (!(PROJECT_ISSUES as readonly string[]).includes(issue))
    problems.push(`issue must be one of ${PROJECT_ISSUES.join(', ')}`);
  const enterprise = (key: string) => {
    const e = isObject(value[key]) ? (value[key] as Json) : {};
    return { code: str(e, 'code'), name: str(e, 'name') };
  };
  const parent = isObject(value.parent) ? value.parent : {};
  const language = isObject(parent.language) ? parent.language : undefined;
  const rules: RuleDraft[] = list(value, 'rules')
    .filter(isObject)
    .map((r) => ({
      id: str(r, 'id'),
      objectPath: str(r, 'objectPath'),
      allowedObjectFlag: oneOf(ALLOWED_OBJECT_FLAGS, str(r, 'allowedObjectFlag'), '2'),
      objectUse: str(r, 'objectUse'),
      values: list(r, 'values')
        .filter(isObject)
        .map((v): ValueDraft => {
          const tailoring = str(v, 'tailoring');
          return {
            form: oneOf(VALUE_FORMS, str(v, 'form'), 'single'),
            allowed: str(v, 'allowed'),
            meaning: str(v, 'meaning'),
            ...((VALUE_TAILORINGS as readonly string[]).includes(tailoring)
              ? { tailoring: tailoring as ValueTailoring }
              : {}),
          };
        }),
      severity: str(r, 'severity'),
      context: str(r, 'context'),
    }));
  if (list(value, 'rules').length !== rules.length) problems.push('every rule must be an object');
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    value: {
      issue: issue as BrexDraft['issue'],
      code: str(value, 'code'),
      issueNumber: str(value, 'issueNumber') || '000',
      inWork: str(value, 'inWork') || '01',
      issueType: value.issueType === 'changed' ? 'changed' : 'new',
      languageIsoCode: str(value, 'languageIsoCode'),
      countryIsoCode: str(value, 'countryIsoCode'),
      techName: str(value, 'techName'),
      issueDate: str(value, 'issueDate'),
      securityClassification: str(value, 'securityClassification'),
      responsiblePartnerCompany: enterprise('responsiblePartnerCompany'),
      originator: enterprise('originator'),
      parent: {
        code: str(parent, 'code'),
        ...(str(parent, 'issueNumber') ? { issueNumber: str(parent, 'issueNumber') } : {}),
        ...(str(parent, 'inWork') ? { inWork: str(parent, 'inWork') } : {}),
        ...(language
          ? {
              language: {
                languageIsoCode: str(language, 'languageIsoCode'),
                countryIsoCode: str(language, 'countryIsoCode'),
              },
            }
          : {}),
      },
      defaultSeverity: str(value, 'defaultSeverity'),
      rules,
      ...(Array.isArray(value.sns) ? { sns: readSns(value.sns) } : {}),
      notations: list(value, 'notations')
        .filter(isObject)
        .map((n) => ({
          id: str(n, 'id'),
          name: str(n, 'name'),
          allowed: n.allowed !== false,
          objectUse: str(n, 'objectUse'),
        })),
      narrative: list(value, 'narrative')
        .filter(isObject)
        .map((n) => ({ id: str(n, 'id'), text: str(n, 'text') })),
    },
  };
}
