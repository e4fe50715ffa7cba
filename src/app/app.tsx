import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router.tsx';
import { SessionProvider } from '../session/session-provider.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
