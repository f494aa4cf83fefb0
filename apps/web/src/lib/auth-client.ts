import { emailOTPClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth client for `/api/auth`: email + password, the email OTP plugin (6-digit sign-up and
 * reset codes), the two-factor plugin (TOTP and recovery codes, decision 0415), social sign-in,
 * password change and sign-out. Imported only by lazy-loaded screens.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  // No twoFactorPage: the sign-in screen itself shows the code step (auth-calls.ts SECONDO_FATTORE).
  plugins: [emailOTPClient(), twoFactorClient()],
});
