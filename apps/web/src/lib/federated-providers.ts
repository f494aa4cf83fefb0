import { queryOptions, useQuery } from '@tanstack/react-query';
import { chiavi } from './query-keys.ts';

// Which federated sign-ins (Google, Facebook) the server has configured (docs/auth-contract.md §5).
// The screens show a button for, and mention, only those (issue 8 item 17).

export interface FederatedProviders {
  google: boolean;
  facebook: boolean;
}

const NONE: FederatedProviders = { google: false, facebook: false };

/** `GET /api/auth/federated`; none when the answer cannot be read (the email sign-in always works). */
export async function fetchFederatedProviders(): Promise<FederatedProviders> {
  try {
    const response = await fetch('/api/auth/federated', { credentials: 'same-origin' });
    if (!response.ok) return NONE;
    const body = (await response.json()) as Partial<FederatedProviders> | null;
    return { google: body?.google === true, facebook: body?.facebook === true };
  } catch {
    return NONE;
  }
}

export const federatedProvidersQuery = () =>
  queryOptions({
    queryKey: chiavi.auth.fornitori(),
    queryFn: fetchFederatedProviders,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The configured providers; undefined while they are being read. */
export function useFederatedProviders(): FederatedProviders | undefined {
  return useQuery(federatedProvidersQuery()).data;
}

/** 'Google o Facebook', 'Google', 'Facebook', or null when none is configured. */
export function nomiFornitori(p: FederatedProviders): string | null {
  const names = [p.google && 'Google', p.facebook && 'Facebook'].filter((n): n is string => Boolean(n));
  return names.length > 0 ? names.join(' o ') : null;
}
