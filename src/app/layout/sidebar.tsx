import { NavLink } from 'react-router';
import {
  useEnrolledBuckets,
  useOpenTodoCount,
  useTaughtBuckets,
} from '../../session/use-live-counts.ts';
import { InactiveTag } from '../../ui/inactive-tag.tsx';
import { useSession } from '../../session/session-context.ts';
import { useViewer } from '../../session/use-viewer.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { showsMyCourses } from '../../access/sidebar.ts';
import { linkPath, useOfferedRoutes } from '../../session/offered-routes.ts';
import type { SidebarBadge } from '../../lib/route-entry.ts';
import { sidebarSections } from './sidebar-model.ts';
import { ROUTE_ICONS } from '../../ui/route-icons.ts';
import { GraduationCap, ListTodo } from 'lucide-react';

type Props = { collapsed: boolean };

export function Sidebar({ collapsed }: Props) {
  const { status } = useSession();
  const viewer = useViewer();
  const isTeacher = viewer.sessionRole === 'teacher';
  const openTodos = useOpenTodoCount(isTeacher);
  const myCourses = status === 'signed-in' && showsMyCourses(viewer);
  const buckets = useEnrolledBuckets(myCourses && !isTeacher);
  const taught = useTaughtBuckets(myCourses && isTeacher);
  // Teachers see the buckets they teach (to their teacher page), students those they are in.
  const listed = isTeacher ? taught : buckets;
  const offered = useOfferedRoutes();
  const sections = status === 'signed-in' ? sidebarSections(offered) : [];
  const badges: Record<SidebarBadge, { count: number; label: string }> = {
    'open-todos': { count: openTodos, label: `${openTodos} open to-dos` },
  };

  if (status === 'loading') return <p className="p-4 text-sm text-slate-500">Loading...</p>;
  if (sections.length === 0 && !myCourses) {
    return <p className="p-4 text-sm text-slate-500">{MESSAGES.noAccess}</p>;
  }
  const itemClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-md px-3 py-2 text-sm ${
      isActive ? 'bg-blue-50 font-medium text-blue-800' : 'text-slate-700 hover:bg-slate-100'
    } ${collapsed ? 'justify-center' : ''}`;

  return (
    <nav aria-label="Main" className="flex flex-col gap-4 p-3">
      {sections.map((section) => (
        <div key={section.group}>
          {section.label && !collapsed && (
            <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {section.label}
            </h2>
          )}
          <ul className="flex flex-col gap-0.5">
            {section.routes.map((route) => {
              const Icon = ROUTE_ICONS[route.icon];
              const badge = route.badge ? badges[route.badge] : null;
              return (
                <li key={route.id}>
                  <NavLink
                    to={linkPath(route)}
                    className={itemClass}
                    title={collapsed ? route.title : undefined}
                    aria-label={collapsed ? route.title : undefined}
                  >
                    <Icon aria-hidden className="h-4 w-4 shrink-0" />
                    {!collapsed && <span className="flex-1">{route.title}</span>}
                    {badge && badge.count > 0 && (
                      <span
                        aria-label={badge.label}
                        className="rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white"
                      >
                        {badge.count}
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {myCourses && (
        <div>
          {!collapsed && (
            <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              My Courses
            </h2>
          )}
          {isTeacher && (
            <NavLink to="/tools/todo-manager" className={itemClass}>
              <ListTodo aria-hidden className="h-4 w-4 shrink-0" />
              {!collapsed && <span className="flex-1">Open to-dos: {openTodos}</span>}
            </NavLink>
          )}
          {listed === null ? (
            !collapsed && <p className="px-3 text-sm text-slate-500">Loading...</p>
          ) : listed.length === 0 ? (
            !collapsed &&
            !isTeacher && <p className="px-3 text-sm text-slate-500">No courses yet</p>
          ) : (
            <ul className="flex flex-col gap-0.5">
              {listed.map((bucket) => (
                <li key={bucket.id}>
                  <NavLink
                    to={isTeacher ? `/teacher/bucket/${bucket.id}` : `/bucket/${bucket.id}`}
                    className={itemClass}
                  >
                    <GraduationCap aria-hidden className="h-4 w-4 shrink-0" />
                    {!collapsed && <span className="flex-1">{bucket.name}</span>}
                    {!collapsed && !bucket.isActive && <InactiveTag />}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </nav>
  );
}
