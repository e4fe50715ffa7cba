import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  to: string;
  icon: LucideIcon;
  /** The link's look: btn-primary or btn-secondary, and any spacing. */
  className: string;
  /** The text beside the icon, which names the link. */
  children: ReactNode;
};

/** A link that looks like a button, with the icon before its text (IconButton's twin). */
export function IconLink({ to, icon: Icon, className, children }: Props) {
  return (
    <Link to={to} className={className}>
      <Icon aria-hidden className="h-4 w-4" /> {children}
    </Link>
  );
}
