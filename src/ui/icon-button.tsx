import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'className'> & {
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: LucideIcon;
};

/** A small square button showing only an icon, named by its label. */
export function IconButton({ label, icon: Icon, ...button }: Props) {
  return (
    <button type="button" className="icon-button" aria-label={label} {...button}>
      <Icon aria-hidden className="h-4 w-4" />
    </button>
  );
}
