import { lazy, Suspense, useState } from 'react';
import { UserMenuButton, useUserLabel } from './user-menu-button.tsx';

const UserMenuFull = lazy(async () => ({ default: (await import('./user-menu-full.tsx')).UserMenuFull }));

/**
 * Spec 1 §2.4 user menu: the button paints at once; the menu (and its popover code) loads right after.
 * A click that arrives before the menu has loaded is remembered, so the menu opens as soon as it can.
 */
export function UserMenu() {
  const { nome, iniziali } = useUserLabel();
  const [clickedEarly, setClickedEarly] = useState(false);
  return (
    <Suspense
      fallback={
        <UserMenuButton
          nome={nome}
          iniziali={iniziali}
          aria-busy={clickedEarly}
          onClick={() => setClickedEarly(true)}
        />
      }
    >
      <UserMenuFull initiallyOpened={clickedEarly} />
    </Suspense>
  );
}
