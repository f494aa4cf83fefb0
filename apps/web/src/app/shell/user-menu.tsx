import { lazy, Suspense } from 'react';
import { UserMenuButton, useUserLabel } from './user-menu-button.tsx';

const UserMenuFull = lazy(async () => ({ default: (await import('./user-menu-full.tsx')).UserMenuFull }));

/** Spec 1 §2.4 user menu: the button paints at once; the menu (and its popover code) loads right after. */
export function UserMenu() {
  const { nome, iniziali } = useUserLabel();
  return (
    <Suspense fallback={<UserMenuButton nome={nome} iniziali={iniziali} />}>
      <UserMenuFull />
    </Suspense>
  );
}
