import { createAuthClient } from 'better-auth/react';

/** better-auth client for `/api/auth` (sign-in, sign-out, social sign-in). */
export const authClient = createAuthClient({ baseURL: window.location.origin });
