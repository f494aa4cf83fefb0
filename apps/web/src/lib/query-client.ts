import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './graphql.ts';

/** Shared TanStack Query client; cleared on logout (DESIGN.md §1). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && !error.network) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
