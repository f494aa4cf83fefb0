import { lazy, Suspense } from 'react';

// The toast container is not needed to paint the first screen: it loads right after. Toasts raised
// before it mounts wait in the notifications store and appear when it does.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** Spec 1 §9: toasts at the top centre, hidden after 2000 ms. */
export function LazyNotifications() {
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" autoClose={2000} />
    </Suspense>
  );
}
