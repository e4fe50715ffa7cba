import { useState } from 'react';
import { readBrex } from '../../../s1000d/brex/read-brex.ts';
import type { BrdpDecision } from '../../../s1000d/brdp/brdp-model.ts';
import { linkDecisionsToBrex, type DecisionLinks } from '../../../s1000d/brdp/brex-links.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { loadXml } from '../../../s1000d/xml/load-xml.ts';
import { useSession } from '../../../session/session-context.ts';
import { readObjectText } from '../common/read-object-text.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';

type Props = {
  projectId: string;
  rows: readonly ObjectListing[];
  decisions: readonly BrdpDecision[];
};

/** Which rules of the project's BREX cite each decision, and which listed rules it lacks. */
export function BrexLinks({ projectId, rows, decisions }: Props) {
  const { backend } = useSession();
  const [links, setLinks] = useState<Map<string, DecisionLinks> | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const brexRows = rows.filter((r) => r.t === 'dm' && r.s === 'brex');
  const check = async () => {
    if (!backend) return;
    setMessage(null);
    try {
      const brex = await Promise.all(
        brexRows.map(async (r) =>
          readBrex(loadXml(await readObjectText(backend, projectId, r.k), { fileName: r.k })),
        ),
      );
      setLinks(linkDecisionsToBrex(decisions, brex));
    } catch (error) {
      setMessage(`The project's BREX could not be read: ${(error as Error).message}`);
    }
  };
  const decided = decisions.filter((d) => d.kind !== 'pending');
  return (
    <div
      aria-label="Links to BREX rules"
      role="group"
      className="flex flex-col gap-2 border-t border-slate-200 pt-3"
    >
      <p className="text-sm text-slate-700">
        BREX rules cite decisions by number (brDecisionRef). The project has {brexRows.length} BREX
        data module{brexRows.length === 1 ? '' : 's'}.
      </p>
      <div>
        <button
          type="button"
          className="btn-secondary"
          disabled={brexRows.length === 0}
          onClick={() => void check()}
        >
          Check the links to the project's BREX
        </button>
      </div>
      <ErrorMessage plain text={message} />
      {links && (
        <ul className="flex flex-col gap-1 text-sm">
          {decided.map((d) => {
            const l = links.get(d.brdpId)!;
            return (
              <li key={d.brdpId}>
                <span className="font-mono">{d.decisionNumber}</span>:{' '}
                {l.citedBy.length
                  ? `cited by ${l.citedBy.map((c) => c.objectUse || c.objectPath).join('; ')}`
                  : 'no BREX rule cites it'}
                {l.missing.length > 0 &&
                  `; listed rules not in the project's BREX: ${l.missing.join(', ')}`}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
