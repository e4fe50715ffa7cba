import {
  BookOpen,
  Boxes,
  ClipboardList,
  Code2,
  Database,
  FileCode2,
  FileSearch,
  FolderKanban,
  FolderTree,
  Hash,
  Layers,
  LayoutDashboard,
  ListChecks,
  ListTodo,
  MapPin,
  Network,
  PackageOpen,
  ShieldCheck,
  Tags,
  Users,
  Wand2,
  type LucideIcon,
} from 'lucide-react';

/**
 * The sidebar's icons, by the name a route of the registry gives. The registry is in every
 * page's first load (/login's too) and names its icon; only the signed-in layout, which
 * draws the sidebar, loads the icons themselves.
 */
export const ROUTE_ICONS = {
  'book-open': BookOpen,
  boxes: Boxes,
  'clipboard-list': ClipboardList,
  'code-2': Code2,
  database: Database,
  'file-code-2': FileCode2,
  'file-search': FileSearch,
  'folder-kanban': FolderKanban,
  'folder-tree': FolderTree,
  hash: Hash,
  layers: Layers,
  'layout-dashboard': LayoutDashboard,
  'list-checks': ListChecks,
  'list-todo': ListTodo,
  'map-pin': MapPin,
  network: Network,
  'package-open': PackageOpen,
  'shield-check': ShieldCheck,
  tags: Tags,
  users: Users,
  'wand-2': Wand2,
} satisfies Record<string, LucideIcon>;

export type RouteIconName = keyof typeof ROUTE_ICONS;
