import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = {
  icon: LucideIcon;
  /** The button's text, shown from the md width on. */
  label: string;
  /** The list's size classes (width, and a height limit for long lists). */
  size: string;
  onOpen?: () => void;
  children: ReactNode;
};

/** A header button that opens a list of choices under it (Switch Role, View As). */
export function HeaderMenu({ icon: Icon, label, size, onOpen, children }: Props) {
  return (
    <Menu as="div" className="relative">
      <MenuButton className="btn-secondary px-3" onClick={onOpen}>
        <Icon aria-hidden className="h-4 w-4" />
        <span className="hidden md:inline">{label}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className={`z-50 ${size} rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none`}
      >
        {children}
      </MenuItems>
    </Menu>
  );
}

/** One choice of a HeaderMenu. */
export function HeaderMenuItem({
  onClick,
  children,
}: {
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <MenuItem>
      <button
        type="button"
        onClick={onClick}
        className="block w-full rounded px-3 py-2 text-left text-sm data-focus:bg-blue-50"
      >
        {children}
      </button>
    </MenuItem>
  );
}
