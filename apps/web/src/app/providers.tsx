import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { LazyNotifications } from './lazy-notifications.tsx';
import { theme, variabiliCss } from './theme.ts';

/** Mantine (theme, toasts top centre for 2000 ms) and TanStack Query. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={variabiliCss} defaultColorScheme="light">
      <LazyNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
