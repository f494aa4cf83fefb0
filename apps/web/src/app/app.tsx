import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { Loading } from '../components/loading.tsx';
import { dbStatus } from '../lib/db-status.ts';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';

// Rarely shown, so not part of the first load (decision 0204); the static files are still served
// while the database sleeps.
const DbAsleepScreen = lazy(async () => ({
  default: (await import('./shell/db-asleep-screen.tsx')).DbAsleepScreen,
}));

/** The whole app; while the database sleeps it is replaced by the 'Ops!' screen (spec 1 §2.3). */
export function App() {
  const status = dbStatus.use((s) => s.status);
  return (
    <Providers>
      {status === 'asleep' ? (
        <Suspense fallback={<Loading fullPage />}>
          <DbAsleepScreen />
        </Suspense>
      ) : (
        <RouterProvider router={router} />
      )}
    </Providers>
  );
}
