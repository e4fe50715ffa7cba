import type { NameLookup } from '../../../../s1000d/schemas/name-lookup.ts';

/** Where a name may stand, its attributes and values, its BREX rules and the project's use. */
export function LookupResult({ result, project }: { result: NameLookup; project?: string }) {
  const label = result.kind === 'attribute' ? `@${result.name}` : result.name;
  return (
    <section
      aria-label={`Lookup of ${label}`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <h2 className="font-mono text-lg font-semibold text-slate-900">
        {label}{' '}
        <span className="font-sans text-sm font-normal text-slate-600">({result.kind})</span>
      </h2>
      <p>Schemas: {result.schemas.length ? result.schemas.join(', ') : 'none of the set'}</p>
      {result.parents.length > 0 && <p>May stand in: {result.parents.join(', ')}</p>}
      {result.models.map((m, i) => (
        <div key={i}>
          {m.children.length > 0 && (
            <p>Children: {m.children.map((c) => `${c.name} (${c.min}..${c.max})`).join(', ')}</p>
          )}
          {m.attributes.length > 0 && (
            <ul aria-label="Attributes" className="mt-1 list-disc pl-5">
              {m.attributes.map((a) => (
                <li key={a.name}>
                  @{a.name} {a.use}
                  {a.enumeration ? `: ${a.enumeration.join(', ')}` : ''}
                  {a.pattern ? ` /${a.pattern}/` : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {result.owners.length > 0 && (
        <p>
          On elements:{' '}
          {result.owners
            .map(
              (o) =>
                `${o.element} (${o.attribute.use}${o.attribute.pattern ? ` /${o.attribute.pattern}/` : ''})`,
            )
            .join(', ')}
        </p>
      )}
      {[
        ['Default BREX', result.defaultBrexRules],
        ['Project BREX', result.projectBrexRules],
      ].map(([name, rules]) =>
        (rules as NameLookup['defaultBrexRules']).length ? (
          <div key={name as string}>
            <h3 className="font-semibold">{name as string} rules</h3>
            {(rules as NameLookup['defaultBrexRules']).map((r, i) => (
              <div key={i} className="mt-1">
                <p className="font-mono text-xs">{r.objectPath}</p>
                <p>{r.objectUse}</p>
                {r.values.length > 0 && (
                  <p className="text-slate-700">
                    Values:{' '}
                    {r.values
                      .slice(0, 40)
                      .map((v) => `${v.value}${v.meaning ? ` (${v.meaning})` : ''}`)
                      .join(', ')}
                    {r.values.length > 40 ? ` and ${r.values.length - 40} more` : ''}
                  </p>
                )}
              </div>
            ))}
          </div>
        ) : null,
      )}
      {project ? (
        <p>
          Used by {result.usedBy.length} object{result.usedBy.length === 1 ? '' : 's'} of {project}
          {result.usedBy.length ? `: ${result.usedBy.slice(0, 20).join(', ')}` : '.'}
        </p>
      ) : (
        <p className="text-slate-600">Choose a project to see which of its objects use it.</p>
      )}
      {result.suggestions.length > 0 && <p>Did you mean: {result.suggestions.join(', ')}?</p>}
    </section>
  );
}
