import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router.tsx';
import { SessionProvider } from '../session/session-provider.tsx';

export function App() {
  return (
    <SessionProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SessionProvider>
  );
}
