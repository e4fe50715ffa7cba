import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className'>;

type Props = ButtonProps & { icon: LucideIcon } & (
    | {
        /** The button's accessible name: an icon alone says nothing to a screen reader. */
        label: string;
        children?: never;
        className?: never;
      }
    | {
        label?: never;
        /** The text beside the icon, which names the button. */
        children: ReactNode;
        /** The button's look: btn-primary or btn-secondary, and any spacing. */
        className: string;
      }
  );

/**
 * A button with an icon: a small square named by its label, or the icon before a text.
 * Buttons default to type="button", so they never submit the form they stand in.
 */
export function IconButton({ label, icon: Icon, children, className, ...button }: Props) {
  if (label !== undefined) {
    return (
      <button type="button" className="icon-button" aria-label={label} {...button}>
        <Icon aria-hidden className="h-4 w-4" />
      </button>
    );
  }
  return (
    <button type="button" className={className} {...button}>
      <Icon aria-hidden className="h-4 w-4" /> {children}
    </button>
  );
}
