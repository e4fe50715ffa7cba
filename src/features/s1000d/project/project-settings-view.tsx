import type { S1000dProject } from '../../../data/s1000d-store-types.ts';

const LABELS: Record<string, string> = {
  issue: 'S1000D issue',
  modelIdentCodes: 'Model identification codes',
  systemDiffCode: 'System difference code',
  languageIsoCode: 'Language',
  countryIsoCode: 'Country',
  responsiblePartnerCompany: 'Responsible partner company',
  originator: 'Originator',
  securityClassification: 'Default security classification',
  brex: 'BREX',
  sns: 'SNS',
  infoCodeSchemas: 'Information code → schema',
};

function show(value: unknown): string {
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${show(v)}`)
      .join('; ');
  }
  return String(value ?? '');
}

/** The project's S1000D defaults, as stored. */
export function ProjectSettingsView({ project }: { project: S1000dProject }) {
  const entries = Object.entries(project.settings).sort(([a], [b]) => a.localeCompare(b));
  return (
    <dl className="grid max-w-4xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-slate-600">Visibility</dt>
      <dd>
        {project.visibility === 'workspace'
          ? 'Everyone in the workspace may read it'
          : 'Members only'}
      </dd>
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-slate-600">{LABELS[key] ?? key}</dt>
          <dd className="break-words text-slate-900">{show(value) || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
