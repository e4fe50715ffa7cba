import {
  AlertCircle,
  AlertTriangle,
  BookOpen,
  ChevronDown,
  ChevronRight,
  EyeOff,
  FileText,
} from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ProductInstance } from '../../../s1000d/applic/applic-tables.ts';
import { evaluateExpr, statementText } from '../../../s1000d/reader/applic-expr.ts';
import type { PubItem, PublicationView, Resolved } from '../../../s1000d/reader/publication.ts';
import { markViewer } from '../../../lib/viewer-marks.ts';

type Props = {
  view: PublicationView;
  resolved: ReadonlyMap<number, Resolved>;
  current: string | undefined;
  product: ProductInstance | null;
  linkTo: (key: string) => string;
};

/**
 * The publication's table of contents: entries fold, each data module opens in the reader,
 * references that do not resolve (or resolve to another issue) are marked where they sit,
 * and entries that do not apply to the chosen product are greyed with the reason.
 */
export const PublicationTree = memo(function PublicationTree({
  view,
  resolved,
  current,
  product,
  linkTo,
}: Props) {
  useEffect(() => markViewer('drawn'), [view]);
  return (
    <nav aria-label="Publication contents" className="text-sm">
      <ul className="space-y-0.5">
        {view.entries.map((item) => (
          <TreeItem key={item.n} item={item} {...{ view, resolved, current, product, linkTo }} />
        ))}
      </ul>
    </nav>
  );
});

function notForProduct(
  view: PublicationView,
  applic: string | undefined,
  product: ProductInstance | null,
) {
  const statement = applic ? view.applics[applic] : undefined;
  if (!statement || !product) return undefined;
  return evaluateExpr(statement.expr, product) === false
    ? statementText(statement) || applic
    : undefined;
}

function TreeItem({ item, ...props }: Props & { item: PubItem }) {
  const { view, resolved, current, product, linkTo } = props;
  const [open, setOpen] = useState(true);
  const hiddenFor = 'applic' in item ? notForProduct(view, item.applic, product) : undefined;
  if (item.kind === 'entry') {
    return (
      <li>
        <button
          type="button"
          aria-expanded={open}
          className="flex w-full items-start gap-1 rounded px-1 py-0.5 text-left font-medium text-slate-900 hover:bg-slate-100"
          onClick={() => setOpen(!open)}
        >
          {open ? (
            <ChevronDown aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          ) : (
            <ChevronRight aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          )}
          <span className={hiddenFor ? 'text-slate-500' : ''}>
            {item.title || 'Untitled entry'}
          </span>
          {hiddenFor && (
            <EyeOff
              aria-label={`Not for this product: ${hiddenFor}`}
              className="mt-0.5 h-4 w-4 shrink-0 text-slate-500"
            />
          )}
        </button>
        {open && item.items.length > 0 && (
          <ul className="ml-3 border-l border-slate-200 pl-2">
            {item.items.map((child) => (
              <TreeItem key={child.n} item={child} {...props} />
            ))}
          </ul>
        )}
      </li>
    );
  }
  if (item.kind === 'external') {
    return (
      <li className="flex items-start gap-1 px-1 py-0.5 text-slate-600">
        <BookOpen aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        {item.title || 'External publication'} (outside this project)
      </li>
    );
  }
  const found = resolved.get(item.n);
  const label = item.title || item.code;
  const Icon = item.kind === 'pm' ? BookOpen : FileText;
  if (!found || found.status === 'missing') {
    return (
      <li className="flex items-start gap-1 px-1 py-0.5 text-slate-600" title={item.ref}>
        <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />
        <span>
          {label} <span className="text-xs text-red-800">(not in this project: unresolved)</span>
        </span>
      </li>
    );
  }
  const active = found.key === current;
  return (
    <li>
      <Link
        to={linkTo(found.key)}
        aria-current={active ? 'page' : undefined}
        title={item.code}
        className={`flex items-start gap-1 rounded px-1 py-0.5 ${active ? 'bg-blue-100 font-medium text-blue-900' : 'text-slate-800 hover:bg-slate-100'} ${hiddenFor ? 'text-slate-500' : ''}`}
      >
        <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span className="min-w-0">
          {label}
          {found.status === 'otherIssue' && (
            <span className="ml-1 inline-flex items-center gap-0.5 text-xs text-amber-800">
              <AlertTriangle aria-hidden className="h-3 w-3" />
              issue {found.wanted} named, {found.row.i}-{found.row.w ?? '00'} shown
            </span>
          )}
          {hiddenFor && <span className="ml-1 text-xs">(not for this product: {hiddenFor})</span>}
        </span>
      </Link>
    </li>
  );
}
