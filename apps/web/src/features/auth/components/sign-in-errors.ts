/** Spec 1 §8 sign-in error catalogue, mapped from better-auth error codes. */
export interface SignInFailure {
  message: string;
  /** NotAuthorized: credentials are separate from the old website */
  oldSiteWarning?: boolean;
}

export function signInFailure(error: { code?: string; status?: number; message?: string }): SignInFailure {
  if (error.code === 'EMAIL_NOT_VERIFIED') {
    return { message: 'Impossibile autenticarsi: email utente non verificata' };
  }
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401) {
    return { message: 'Email e/o password non corretti', oldSiteWarning: true };
  }
  if (error.code === 'MFA_REQUIRED' || error.code === 'TWO_FACTOR_REQUIRED') {
    return { message: 'Impossibile autenticarsi: MFA richiesta' };
  }
  if (error.status === 429) return { message: "Troppi tentativi falliti. Riprova tra un po' di tempo" };
  return { message: error.message || `Errore ${error.status ?? ''}`.trim() };
}
