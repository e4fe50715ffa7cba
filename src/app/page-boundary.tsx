import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { Loading } from '../ui/loading.tsx';

export function PageBoundary() {
  const navigate = useNavigate();
  return (
    <ErrorBoundary onGoHome={() => navigate('/')}>
      <Suspense fallback={<Loading text="Loading page..." />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
