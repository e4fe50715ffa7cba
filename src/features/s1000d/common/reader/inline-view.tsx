import { AlertTriangle, ExternalLink } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Inline } from '../../../../s1000d/reader/model.ts';
import { targetHiddenBy } from '../../../../s1000d/reader/visibility.ts';
import { statementText } from '../../../../s1000d/reader/applic-expr.ts';
import { markWords } from './mark-words.tsx';
import { domId, useReader, useReaderProject } from './reader-context.ts';
import { safeHref } from './safe-href.ts';

const EMPHASIS: Record<string, string> = {
  bold: 'font-semibold',
  italic: 'italic',
  underline: 'underline',
  strike: 'line-through',
  other: 'font-semibold',
};

/** Object text, always as text: React escapes it; search words are marked. */
export function MarkedText({ text }: { text: string }) {
  const { search } = useReader();
  return <>{markWords(text, search)}</>;
}

/**
 * A run of inline content. Plain text, most of a module, is drawn here as text nodes rather
 * than through a component each: a 1 MB module has tens of thousands of text runs.
 */
export function InlineView({ runs }: { runs: readonly Inline[] }) {
  const { search } = useReader();
  const only = runs.length === 1 ? runs[0] : undefined;
  if (only?.t === 'text') return <>{markWords(only.v, search)}</>;
  return (
    <>
      {runs.map((run, i) =>
        run.t === 'text' ? (
          <Fragment key={i}>{markWords(run.v, search)}</Fragment>
        ) : (
          <Run key={i} run={run} />
        ),
      )}
    </>
  );
}

function Run({ run }: { run: Inline }) {
  const reader = useReader();
  switch (run.t) {
    case 'text':
      return <MarkedText text={run.v} />;
    case 'verbatim':
      return <code className="rounded bg-slate-100 px-1 font-mono text-sm">{run.v}</code>;
    case 'br':
      return <br />;
    case 'emphasis':
      return (
        <span className={EMPHASIS[run.style]}>
          <InlineView runs={run.c} />
        </span>
      );
    case 'sub':
      return (
        <sub>
          <InlineView runs={run.c} />
        </sub>
      );
    case 'sup':
      return (
        <sup>
          <InlineView runs={run.c} />
        </sup>
      );
    case 'acronym':
      return run.definition ? (
        <abbr title={run.definition}>
          <MarkedText text={run.term} />
        </abbr>
      ) : (
        <MarkedText text={run.term} />
      );
    case 'change':
      return reader.showChanges ? (
        <ins
          className="change-inline bg-amber-50 no-underline"
          title={changeTitle(run.change.rfu, reader)}
        >
          <InlineView runs={run.c} />
        </ins>
      ) : (
        <InlineView runs={run.c} />
      );
    case 'symbol':
      return <span className="text-slate-500">[{run.icn}]</span>;
    case 'internalRef':
    case 'footnoteRef':
      return (
        <InternalRef
          target={run.target}
          runs={run.t === 'internalRef' ? run.c : []}
          footnote={run.t === 'footnoteRef'}
        />
      );
    case 'dmRef':
    case 'pmRef':
      return (
        <ModuleRefLink
          kind={run.t === 'dmRef' ? 'dm' : 'pm'}
          refText={run.ref}
          label={run.label}
          title={run.title}
        />
      );
    case 'externalPubRef': {
      const href = safeHref(run.href);
      return href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="link inline-flex items-center gap-0.5"
        >
          <MarkedText text={run.label} />
          <ExternalLink aria-hidden className="h-3 w-3" />
        </a>
      ) : (
        <cite className="not-italic">
          <MarkedText text={run.label} />
        </cite>
      );
    }
  }
}

function changeTitle(rfu: readonly string[], reader: ReturnType<typeof useReader>) {
  const reasons = rfu
    .map((id) => reader.view.reasonsForUpdate.find((r) => r.id === id)?.text)
    .filter(Boolean);
  return reasons.length ? `Changed: ${reasons.join('; ')}` : 'Changed';
}

function InternalRef({
  target,
  runs,
  footnote,
}: {
  target: string;
  runs: readonly Inline[];
  footnote: boolean;
}) {
  const reader = useReader();
  const known = reader.view.targets[target];
  const hiddenBy = targetHiddenBy(reader.view, target, reader.visibility);
  const label = runs.length ? <InlineView runs={runs} /> : (known?.label ?? target);
  if (hiddenBy) return <HiddenTargetRef statement={hiddenBy.statement} label={label} />;
  if (!known) return <span>{label}</span>;
  const content = footnote ? <sup>{label}</sup> : label;
  return (
    <a
      href={`#${domId(target)}`}
      className="link"
      onClick={(event) => {
        event.preventDefault();
        reader.jumpTo(target);
      }}
    >
      {content}
    </a>
  );
}

export function ModuleRefLink({
  kind,
  refText,
  label,
  title,
}: {
  kind: 'dm' | 'pm';
  refText: string;
  label: string;
  title?: string | undefined;
}) {
  const link = useReaderProject().refLink(kind, refText);
  const text = title ? `${label} (${title})` : label;
  if (!link.to) {
    return (
      <span className="text-slate-700">
        <MarkedText text={text} />
        <span className="ml-1 rounded bg-slate-100 px-1 text-xs text-slate-700">
          {link.note ?? 'not in this project'}
        </span>
      </span>
    );
  }
  return (
    <span>
      <Link to={link.to} className="link">
        <MarkedText text={text} />
      </Link>
      {link.note && (
        <span className="ml-1 rounded bg-slate-100 px-1 text-xs text-slate-700">{link.note}</span>
      )}
    </span>
  );
}

/** An internal reference whose target the chosen product hides: flagged, with the statement. */
function HiddenTargetRef({
  statement,
  label,
}: {
  statement: Parameters<typeof statementText>[0];
  label: ReactNode;
}) {
  const why = statementText(statement, useReaderProject().properties);
  return (
    <span
      className="inline-flex items-center gap-1 rounded bg-amber-100 px-1 text-amber-900"
      title={`Hidden for this product (${why})`}
    >
      <AlertTriangle aria-hidden className="h-3 w-3" />
      {label}
      <span className="sr-only">
        , dangling reference: the target is hidden for this product ({why})
      </span>
    </span>
  );
}
