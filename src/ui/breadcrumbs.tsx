import { Link } from 'react-router';

/** The way back up a page's parents (PBS Projects › project › item): each crumb a link. */
export function Breadcrumbs({ trail }: { trail: [label: string, href: string][] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap gap-2">
        {trail.map(([label, href], index) => (
          <li key={href} className="flex gap-2">
            {index > 0 && <span aria-hidden>›</span>}
            <Link to={href} className="text-blue-800 underline">
              {label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
