import { useId, useState } from 'react';
import type { ApplicProperty } from '../../../../s1000d/applic/applic-tables.ts';
import { ErrorMessage } from '../../../../ui/error-message.tsx';
import { useSubmit } from '../../../../ui/use-submit.ts';
import type { NamedBytes, PlainProduct, WhatIf } from '../../common/applic-worker.ts';
import { whatIfInWorker } from '../../common/applic-worker-client.ts';
import { Panel } from '../../../../ui/panel.tsx';
import { ActionButton } from '../../../../ui/action-button.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';

type Props = {
  /** Reads the data module's current issue (after an apply, the new one). */
  readModule: () => Promise<NamedBytes>;
  properties: readonly ApplicProperty[];
  products: readonly PlainProduct[];
};

const BY_HAND = '';

/** Choose a PCT product, or values by hand: what the filter would hide, what would break. */
export function WhatIfPanel({ readModule, properties, products }: Props) {
  const id = useId();
  const [product, setProduct] = useState(products[0]?.name ?? BY_HAND);
  const [byHand, setByHand] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ product: string; whatIf: WhatIf } | null>(null);
  const values = (): [string, string][] =>
    product === BY_HAND
      ? Object.entries(byHand).filter(([, v]) => v.trim() !== '')
      : (products.find((p) => p.name === product)?.values ?? []);
  const run = useSubmit(async () => {
    const whatIf = await whatIfInWorker(await readModule(), values(), [...properties]);
    setResult({ product: product || 'the values given', whatIf });
  }, 'The data module could not be filtered. Please try again.');
  return (
    <Panel id={`${id}-title`} title="What if" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Product" value={product} onChange={setProduct}>
          {products.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}: {p.values.map(([k, v]) => `${k.split('/')[1]}=${v}`).join(', ')}
            </option>
          ))}
          <option value={BY_HAND}>Values by hand</option>
        </SelectField>
        <ActionButton action={run} busyText="Filtering...">
          Show what it hides
        </ActionButton>
      </div>
      {product === BY_HAND && (
        <div className="grid gap-3 sm:grid-cols-2">
          {properties.map((p) => {
            const key = `${p.type}/${p.ident}`;
            return (
              <label key={key} className="flex flex-col gap-1 text-sm">
                <span className="label">
                  {p.displayName || p.name || p.ident} (
                  {p.type === 'condition' ? 'condition' : 'attribute'})
                </span>
                <input
                  className="field"
                  value={byHand[key] ?? ''}
                  placeholder={p.values ? p.values.split('|').join(', ') : 'not set'}
                  onChange={(e) => setByHand({ ...byHand, [key]: e.target.value })}
                />
              </label>
            );
          })}
        </div>
      )}
      <ErrorMessage text={run.error} plain />
      {result && <WhatIfResult product={result.product} whatIf={result.whatIf} />}
    </Panel>
  );
}

function WhatIfResult({ product, whatIf }: { product: string; whatIf: WhatIf }) {
  return (
    <div className="flex flex-col gap-2 text-sm" aria-live="polite">
      {!whatIf.objectApplies && (
        <p className="font-medium text-amber-800">
          The whole data module does not apply to {product}.
        </p>
      )}
      {whatIf.hidden.length === 0 ? (
        <p>Nothing is hidden for {product}.</p>
      ) : (
        <>
          <h3 className="font-medium">Hidden for {product}</h3>
          <ul className="list-disc pl-5" aria-label={`Hidden for ${product}`}>
            {whatIf.hidden.map((h) => (
              <li key={`${h.applicRefId}-${h.line ?? h.label}`}>
                {h.label}{' '}
                <span className="text-slate-600">
                  (applies to: {h.displayText || h.applicRefId}; line {h.line ?? '?'})
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {whatIf.dangling.length > 0 ? (
        <>
          <h3 className="font-medium text-red-700">References that would break</h3>
          <ul className="list-disc pl-5" aria-label="References that would break">
            {whatIf.dangling.map((d) => (
              <li key={`${d.path}-${d.target}`}>
                &lt;{d.element} {d.attribute}=&quot;{d.target}&quot;&gt; on line {d.line ?? '?'}{' '}
                points at hidden content.
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No reference would break.</p>
      )}
    </div>
  );
}
