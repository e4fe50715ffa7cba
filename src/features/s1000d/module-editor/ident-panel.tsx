import { useState } from 'react';
import type { IdentChange, IdentStatus } from '../../../s1000d/authoring/ident-status.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { SideSection } from './side-section.tsx';
import { FactList } from '../../../ui/fact-list.tsx';

type Props = {
  ident: IdentStatus | null;
  onChange: (change: IdentChange) => void;
  error: string | null;
};

const QA_LABEL = {
  unverified: 'Unverified',
  firstVerification: 'First verification',
  secondVerification: 'Second verification',
} as const;

/** The identification and status section at a glance; title, security and QA editable. */
export function IdentPanel({ ident, onChange, error }: Props) {
  if (!ident) return <p className="text-sm text-slate-600">Identification: not readable yet.</p>;
  const facts: [string, string][] = [
    ['Code', ident.code],
    ['Issue', `${ident.issue}${ident.issueType ? ` (${ident.issueType})` : ''}`],
    ['Issue date', ident.issueDate],
    ['Responsible partner company', ident.responsiblePartnerCompany],
    ['Originator', ident.originator],
    ['Applicability', ident.applic],
    ['BREX', ident.brex],
  ];
  return (
    <SideSection id="ident-heading" title="Identification and status">
      <FactList facts={facts} empty="—" />
      <TitleForm
        key={`${ident.techName}\n${ident.infoName}`}
        techName={ident.techName}
        infoName={ident.infoName}
        onChange={onChange}
      />
      <label className="flex flex-col">
        Security classification
        <select
          className="field"
          value={ident.securityClassification}
          onChange={(e) => onChange({ securityClassification: e.target.value })}
        >
          {Array.from({ length: 5 }, (_, i) => `0${i + 1}`)
            .concat(
              /^0[1-5]$/.test(ident.securityClassification) ? [] : [ident.securityClassification],
            )
            .map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
        </select>
      </label>
      <label className="flex flex-col">
        Quality assurance
        <select
          className="field"
          value={ident.qa}
          onChange={(e) => onChange({ qa: e.target.value as keyof typeof QA_LABEL })}
        >
          {ident.qa === '' && <option value="">None</option>}
          {Object.entries(QA_LABEL).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {ident.reasonsForUpdate.length > 0 && (
        <div>
          <p className="text-slate-500">Reasons for update</p>
          <ul className="list-disc pl-5">
            {ident.reasonsForUpdate.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      <ErrorMessage plain text={error} />
    </SideSection>
  );
}

/** The title fields, starting from the text's title each time the text's title changes. */
function TitleForm(props: {
  techName: string;
  infoName: string;
  onChange: (change: IdentChange) => void;
}) {
  const [techName, setTechName] = useState(props.techName);
  const [infoName, setInfoName] = useState(props.infoName);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        props.onChange({ techName, infoName });
      }}
    >
      <label className="flex flex-col">
        Technical name
        <input className="field" value={techName} onChange={(e) => setTechName(e.target.value)} />
      </label>
      <label className="flex flex-col">
        Information name
        <input className="field" value={infoName} onChange={(e) => setInfoName(e.target.value)} />
      </label>
      <button type="submit" className="btn-secondary self-start">
        Apply title
      </button>
    </form>
  );
}
