/** A short hint under new-password fields (the full rule is the §5.1 message shown on error). */
export const PASSWORD_HINT = 'Almeno 8 caratteri, con maiuscole, minuscole, numeri e un carattere speciale';
