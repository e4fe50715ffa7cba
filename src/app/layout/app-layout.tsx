import { Dialog, DialogPanel } from '@headlessui/react';
import { Suspense, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { MigrationBanner } from '../../features/migration/migration-banner.tsx';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { OfferedRoutesContext } from '../../session/offered-routes.ts';
import { useViewer } from '../../session/use-viewer.ts';
import { Loading } from '../../ui/loading.tsx';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';
import { offeredRoutes } from './sidebar-model.ts';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

export function AppLayout() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const offered = useMemo(() => offeredRoutes(viewer), [viewer]);
  // The slide-over is open only on the route it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === location.pathname;
  const setMobileOpen = (open: boolean) => setOpenOn(open ? location.pathname : null);

  return (
    <OfferedRoutesContext.Provider value={offered}>
      <div className="flex min-h-screen flex-col">
        <Header
          onOpenMobileMenu={() => setMobileOpen(true)}
          sidebarCollapsed={collapsed}
          onToggleSidebar={toggleCollapsed}
        />
        <div className="flex flex-1">
          <aside
            data-testid="sidebar"
            className={`hidden shrink-0 border-r border-slate-200 bg-white transition-[width] lg:block print:hidden ${
              collapsed ? 'w-16' : 'w-64'
            }`}
          >
            <Sidebar collapsed={collapsed} />
          </aside>
          <Dialog open={mobileOpen} onClose={setMobileOpen} className="relative z-40 lg:hidden">
            <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
            <DialogPanel
              data-testid="mobile-menu"
              aria-label="Menu"
              className="fixed inset-y-0 left-0 w-64 overflow-y-auto bg-white shadow-xl"
            >
              <Sidebar collapsed={false} />
            </DialogPanel>
          </Dialog>
          <main className="min-w-0 flex-1 p-4 lg:p-8 print:p-0">
            <MigrationBanner />
            <ErrorBoundary key={location.pathname} onGoHome={() => navigate('/')}>
              <Suspense fallback={<Loading text="Loading content..." />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </main>
        </div>
      </div>
    </OfferedRoutesContext.Provider>
  );
}
