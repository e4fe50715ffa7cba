import { Link } from 'react-router';
import { useSession } from '../../session/session-context.ts';
import {
  useEnrolledBuckets,
  useOpenTodoCount,
  usePendingRequestCount,
} from '../../session/use-live-counts.ts';
import { linkPath, useOfferedRoutes } from '../../session/offered-routes.ts';
import { useViewer } from '../../session/use-viewer.ts';
import { formatLongDateTime } from '../../lib/format-date.ts';
import { InactiveTag } from '../../ui/inactive-tag.tsx';
import { Loading } from '../../ui/loading.tsx';
import { ROUTE_ICONS } from '../../ui/route-icons.ts';
import { DASHBOARD_CONTENT } from './dashboard-variants.ts';
import { useOwnProjects } from './use-dashboard-data.ts';
import { StatCard } from './stat-card.tsx';
import { CourseProgressCard } from './course-progress-card.tsx';
import { ReadingCard } from './reading-card.tsx';
import { useLiveCourseProgress } from '../../session/use-course-progress.ts';
import { CardList } from '../../ui/card-list.tsx';

export default function DashboardPage() {
  const { profile, isSessionUser } = useSession();
  const viewer = useViewer();
  const content = DASHBOARD_CONTENT[viewer.dashboard];
  const isTeacher = viewer.sessionRole === 'teacher';
  const canPbs = !isSessionUser && viewer.can('pbs-projects', 'view');
  const canIps = !isSessionUser && viewer.can('ips-projects', 'view');
  const projects = useOwnProjects({ pbs: canPbs, ips: canIps });
  const openTodos = useOpenTodoCount(isTeacher);
  const pending = usePendingRequestCount(viewer.isAdministrator && !viewer.readOnly);
  const buckets = useEnrolledBuckets(!isTeacher);
  const s1000d = useLiveCourseProgress(profile?.uid, 's1000d', !isTeacher).value;
  const offered = useOfferedRoutes();
  const tools = content.tools.flatMap((id) => offered.filter((route) => route.id === id));

  if (!profile) return <Loading />;
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{content.title}</h1>
        <p className="mt-1 text-slate-700">
          Welcome, {profile.displayName} ({viewer.roleLabel}). {content.intro}
        </p>
      </header>
      <section aria-label="At a glance" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {canPbs && (
          <StatCard
            label="PBS projects"
            value={projects?.filter((p) => p.kind === 'PBS').length}
            to="/tools/pbs-projects"
          />
        )}
        {canIps && (
          <StatCard
            label="IPS projects"
            value={projects?.filter((p) => p.kind === 'IPS').length}
            to="/tools/ips-projects"
          />
        )}
        {isTeacher && <StatCard label="Open to-dos" value={openTodos} to="/tools/todo-manager" />}
        {viewer.isAdministrator && (
          <StatCard label="Pending account requests" value={pending} to="/tools/user-management" />
        )}
        {!isTeacher && <StatCard label="Enrolled courses" value={buckets?.length} />}
      </section>
      {content.reading && <ReadingCard />}
      {tools.length > 0 && (
        <section>
          <h2 className="text-lg font-semibold text-slate-900">Your tools</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {tools.map((route) => {
              const Icon = ROUTE_ICONS[route.icon];
              return (
                <li key={route.id}>
                  <Link
                    to={linkPath(route)}
                    className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 hover:border-blue-400"
                  >
                    <Icon aria-hidden className="h-5 w-5 text-blue-700" />
                    <span className="font-medium text-slate-900">{route.title}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {(canPbs || canIps) && (
        <section>
          <h2 className="text-lg font-semibold text-slate-900">Recent projects</h2>
          {projects === null ? (
            <Loading text="Loading content..." />
          ) : projects.length === 0 ? (
            <p className="mt-2 text-slate-600">No projects yet.</p>
          ) : (
            <CardList className="mt-2">
              {projects.slice(0, 5).map((p) => (
                <li key={p.id} className="flex justify-between p-3 text-sm">
                  <Link
                    to={`/tools/${p.kind === 'PBS' ? 'pbs' : 'ips'}-projects/${p.id}`}
                    className="font-medium text-blue-800 underline"
                  >
                    {p.name || 'Untitled'}
                  </Link>
                  <span className="text-slate-600">
                    {p.kind} · {formatLongDateTime(p.updatedAt)}
                  </span>
                </li>
              ))}
            </CardList>
          )}
        </section>
      )}
      <section aria-labelledby="dashboard-learning" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="dashboard-learning" className="text-lg font-semibold text-slate-900">
            Learning
          </h2>
          <Link to="/courses" className="text-sm font-medium text-blue-800 underline">
            Course catalogue
          </Link>
        </div>
        {!isTeacher && <CourseProgressCard progress={s1000d} />}
      </section>
      {!isTeacher && (
        <section>
          <h2 className="text-lg font-semibold text-slate-900">My courses</h2>
          {buckets === null ? (
            <Loading />
          ) : buckets.length === 0 ? (
            <p className="mt-2 text-slate-600">
              You are not enrolled in a course yet. Your teacher can add you, or give you an access
              code.
            </p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2">
              {buckets.map((b) => (
                <li key={b.id}>
                  <Link to={`/bucket/${b.id}`} className="font-medium text-blue-800 underline">
                    {b.name}
                  </Link>
                  {!b.isActive && (
                    <span className="ml-2">
                      <InactiveTag />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
