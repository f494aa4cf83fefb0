import type { Auth } from './auth.ts';

/** What GraphQL services may ask of better-auth, without depending on it. */
export interface IdentityAdmin {
  /** Mails a 6-digit password-reset code (and the /login link) to the account's address. */
  sendPasswordResetCode(email: string): Promise<void>;
}

export function createIdentityAdmin(auth: Auth): IdentityAdmin {
  return {
    async sendPasswordResetCode(email) {
      await auth.api.sendVerificationOTP({ body: { email, type: 'forget-password' } });
    },
  };
}
