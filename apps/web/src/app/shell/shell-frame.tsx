import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { session } from '../../lib/session-store.ts';
import type { RouteHandle } from '../route-access.ts';
import { TopBar } from './top-bar.tsx';
import { useHideOnScroll } from './use-hide-on-scroll.ts';

const HEADER_HEIGHT = 56;
const NAVBAR_WIDTH = 260;

interface Props {
  /** the back-office side bar; its presence adds the burger on small screens */
  navbar?: ReactNode;
  children: ReactNode;
}

/** The app shell: top bar that hides on scroll, optional side bar (burger on mobile), main area. */
export function ShellFrame({ navbar, children }: Props) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const visible = useHideOnScroll(80);
  const pinned = visible || opened;
  const location = useLocation();
  useSignedOutRedirect();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile side bar on navigation
  useEffect(() => close(), [location.pathname, close]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT, collapsed: !pinned, offset: false }}
      navbar={navbar ? { width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding={0}
    >
      <AppShell.Header>
        <TopBar burger={navbar ? { opened, toggle } : undefined} />
      </AppShell.Header>
      {navbar && (
        <AppShell.Navbar
          aria-label="Menu di navigazione"
          style={{
            top: pinned ? HEADER_HEIGHT : 0,
            height: pinned ? `calc(100dvh - ${HEADER_HEIGHT}px)` : '100dvh',
          }}
        >
          {navbar}
        </AppShell.Navbar>
      )}
      <AppShell.Main style={{ paddingTop: HEADER_HEIGHT }}>
        <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'lg' }}>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

/** When the login ends while a page that needs it is open (expired session, logout), go to /login. */
function useSignedOutRedirect() {
  const user = session.use((s) => s.user);
  const matches = useMatches();
  const navigate = useNavigate();
  const needsLogin = matches.some((m) => (m.handle as RouteHandle | undefined)?.auth === true);
  useEffect(() => {
    if (needsLogin && !user) navigate('/login', { replace: true });
  }, [needsLogin, user, navigate]);
}
