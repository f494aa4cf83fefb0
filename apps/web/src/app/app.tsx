import { RouterProvider } from 'react-router';
import { dbStatus } from '../lib/db-status.ts';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';
import { DbAsleepScreen } from './shell/db-asleep-screen.tsx';

/** The whole app; while the database sleeps it is replaced by the 'Ops!' screen (spec 1 §2.3). */
export function App() {
  const status = dbStatus.use((s) => s.status);
  return (
    <Providers>{status === 'asleep' ? <DbAsleepScreen /> : <RouterProvider router={router} />}</Providers>
  );
}
