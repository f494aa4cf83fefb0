import { emailOTPClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth client for `/api/auth`: email + password, the email OTP plugin (6-digit sign-up and
 * reset codes), social sign-in, password change and sign-out. Imported only by lazy-loaded screens.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  plugins: [emailOTPClient()],
});
