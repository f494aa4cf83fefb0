import type { GenericOAuthConfig } from 'better-auth/plugins';
import { PREFISSO_FACEBOOK, PREFISSO_GOOGLE } from '@zaino/domain/utenti';
import type { Config } from '../config.ts';

/** Spec 1 §3: the username of a federated login (null for other accounts). */
export function federatedUsername(providerId: string, subject: string): string | null {
  if (providerId === 'google') return `${PREFISSO_GOOGLE}${subject}`;
  if (providerId === 'facebook') return `${PREFISSO_FACEBOOK}${subject}`;
  return null;
}

/** Which federated sign-ins are configured (GET /api/auth/federated, docs/auth-contract.md §5). */
export function federatedEnabled(config: Pick<Config, 'google' | 'facebook'>) {
  return { google: config.google !== undefined, facebook: config.facebook !== undefined };
}

/**
 * Google (OpenID Connect through its discovery document: id_token signature, issuer, audience and
 * nonce verified) and Facebook (OAuth 2 with the Graph API profile), as generic OAuth providers so
 * that their endpoints are configuration: tests point them at a local provider. Usernames
 * (federatedUsername) are set when the account is created.
 */
export function federatedProviders(config: Pick<Config, 'google' | 'facebook'>): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  if (config.google) {
    providers.push({
      providerId: 'google',
      name: 'Google',
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      discoveryUrl: config.google.discoveryUrl,
      requireIdTokenVerification: true,
      scopes: ['openid', 'email', 'profile'],
      mapProfileToUser: (profile) => ({
        name: (profile.name as string | undefined) ?? String(profile.email ?? ''),
        emailVerified: profile.email_verified === true || profile.email_verified === 'true',
      }),
    });
  }
  if (config.facebook) {
    providers.push({
      providerId: 'facebook',
      name: 'Facebook',
      clientId: config.facebook.clientId,
      clientSecret: config.facebook.clientSecret,
      authorizationUrl: config.facebook.authorizationUrl,
      tokenUrl: config.facebook.tokenUrl,
      userInfoUrl: config.facebook.userInfoUrl,
      scopes: ['email', 'public_profile'],
      accountSubject: ({ profile }) => String(profile.id ?? ''),
      mapProfileToUser: (profile) => ({
        name: (profile.name as string | undefined) ?? String(profile.email ?? ''),
        // Facebook gives only confirmed addresses.
        emailVerified: true,
      }),
    });
  }
  return providers;
}
