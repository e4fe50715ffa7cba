import { AlertTriangle } from 'lucide-react';
import { memo } from 'react';
import { statementText } from '../../../../s1000d/reader/applic-expr.ts';
import { danglingRefs } from '../../../../s1000d/reader/visibility.ts';
import { BlocksView } from './block-view.tsx';
import { WhyHidden } from './hidden-note.tsx';
import { ModuleRefLink } from './inline-view.tsx';
import { useReader, useReaderProject } from './reader-context.ts';
import './reader.css';
import { securityLabel } from './security-label.ts';
import { Loading } from '../../../../ui/loading.tsx';

/**
 * One data module as a reader sees it: identification, applicability, references and the
 * content. In print every page is headed by the module's code, issue and security
 * classification (the table header repeats on each printed page). Memoised: it takes
 * everything from the reader context, so a page re-rendering around it (rows arriving, the
 * product list loading) does not draw a large module again.
 */
export const ModuleDocument = memo(function ModuleDocument() {
  const reader = useReader();
  const { properties } = useReaderProject();
  const { view, visibility } = reader;
  const dangling = danglingRefs(view, visibility);
  const header = `${view.code}${view.issue ? ` · Issue ${view.issue}` : ''} · ${securityLabel(view.securityClassification)}`;
  return (
    <table className="print-frame w-full" role="presentation">
      <thead className="print-running-head">
        <tr>
          <td>{header}</td>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <article aria-labelledby="module-title" className="module-document text-slate-900">
              <header className="mb-4 border-b border-slate-200 pb-3">
                <p className="font-mono text-xs break-all text-slate-600">{view.code}</p>
                <h1 id="module-title" className="text-2xl font-semibold">
                  {view.title}
                </h1>
                <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
                  {view.issue && <span>Issue {view.issue}</span>}
                  {view.issueDate && <span>{view.issueDate}</span>}
                  {view.language && <span>{view.language}</span>}
                  <span>{securityLabel(view.securityClassification)}</span>
                </p>
                {view.applic && (
                  <p className="mt-1 text-sm">
                    <span className="font-medium">Applicability:</span>{' '}
                    {statementText(view.applic, properties) || 'not given'}
                  </p>
                )}
              </header>
              {!visibility.objectApplies && visibility.objectReason && (
                <div
                  role="alert"
                  className="mb-4 rounded border border-amber-400 bg-amber-50 p-3 text-amber-900"
                >
                  <p className="font-semibold">
                    This data module does not apply to the chosen product.
                  </p>
                  <WhyHidden reason={visibility.objectReason} />
                </div>
              )}
              {dangling.length > 0 && (
                <div
                  role="status"
                  className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 print:hidden"
                >
                  <p className="flex items-center gap-2 font-semibold">
                    <AlertTriangle aria-hidden className="h-4 w-4" />
                    {dangling.length} reference{dangling.length === 1 ? '' : 's'} point at content
                    hidden for this product
                  </p>
                  <ul className="list-disc pl-5">
                    {dangling.map((d) => (
                      <li key={`${d.k}-${d.target}`}>
                        {d.label}: {statementText(d.reason.statement, properties)}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {reader.showChanges && view.reasonsForUpdate.length > 0 && (
                <section className="mb-4 rounded border border-slate-200 bg-slate-50 p-3 text-sm">
                  <h2 className="font-semibold">Reasons for update</h2>
                  <ul className="list-disc pl-5">
                    {view.reasonsForUpdate.map((r, i) => (
                      <li key={r.id ?? i}>{r.text}</li>
                    ))}
                  </ul>
                </section>
              )}
              {view.references.length > 0 && (
                <section className="mb-4">
                  <h2 className="mb-1 text-lg font-semibold">References</h2>
                  <table className="w-full border-collapse text-sm">
                    <caption className="sr-only">
                      Data modules and publications this module refers to
                    </caption>
                    <thead>
                      <tr className="border-b border-slate-300 text-left">
                        <th scope="col" className="py-1 font-medium">
                          Data module/Technical publication
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {view.references.map((r, i) => (
                        <tr key={i} className="border-b border-slate-100">
                          <td className="py-1">
                            {r.kind === 'external' ? (
                              r.label
                            ) : (
                              <ModuleRefLink
                                kind={r.kind}
                                refText={r.ref}
                                label={r.label}
                                title={r.title}
                              />
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </section>
              )}
              <BlocksView blocks={view.body} />
              {view.partial && (
                // Drawn from the module's first bytes: the rest is still arriving (decision 1710).
                <div className="print:hidden">
                  <Loading text="Loading content..." />
                </div>
              )}
            </article>
          </td>
        </tr>
      </tbody>
    </table>
  );
});
