import { Link } from 'react-router';
import { PageHeader } from '../../../../ui/page-header.tsx';
import { ProgrammeSetupPanel } from './programme-setup-panel.tsx';
import { WIZARD_GROUPS } from './wizard-catalogue.ts';

/** /tools/ips-wizards and /tools/wizards: every wizard with what it does, and the SX000i set-up. */
export default function WizardsHubPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="IPS Wizards"
        intro="Guided tools for setting up and running an Integrated Product Support programme and its S1000D documentation."
      />
      {WIZARD_GROUPS.map((group) => (
        <section
          key={group.title}
          aria-label={`${group.title} wizards`}
          className="flex flex-col gap-2"
        >
          <h2 className="text-lg font-semibold text-slate-900">{group.title}</h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.wizards.map((wizard) => (
              <li
                key={wizard.path}
                className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
              >
                <Link to={wizard.path} className="font-semibold text-blue-800 underline">
                  {wizard.title}
                </Link>
                <p className="mt-1 text-slate-700">{wizard.does}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ProgrammeSetupPanel />
    </div>
  );
}
