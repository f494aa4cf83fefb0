// Sign-in, sign-up, reset and password-change forms (spec 1 §5.1, spec 3 §5).
import { z } from './zod.ts';
import { LIMITI } from './validatori.ts';

/** Spec 1 §5.1: the one long password message. */
export const MSG_PASSWORD =
  'La password deve: essere lunga almeno 8 caratteri, contenere un numero, contenere una lettera minuscola, contenere una lettera maiuscola, contenere un carattere speciale, non contenere spazi';
/** Spec 1 §5.1: confirm password message. */
export const MSG_PASSWORD_COINCIDONO = 'Le password devono coincidere';
/** Spec 1 §5.1: email message (sign-up, reset). */
export const MSG_EMAIL = 'Inserisci un indirizzo email valido';
/** Spec 1 §5.1: email message on sign-in. */
export const MSG_EMAIL_ACCESSO = 'Inserisci un tuo indirizzo email valido';
/** Spec 1 §5.1: sign-in password required. */
export const MSG_PASSWORD_RICHIESTA = 'Inserisci una password';
/** Spec 1 §5.1: confirmation code message, with the email address. */
export const msgCodiceConferma = (email: string): string =>
  `Inserisci il codice di conferma ricevuto su ${email}`;
/** Spec 3 §5: required field. */
export const MSG_OBBLIGATORIO = 'Questo campo è obbligatorio';
/** Spec 3 §5: repeat password must equal the new one. */
export const MSG_CAMPI_UGUALI = 'Assicurati che questi due campi siano uguali';

/** Spec 1 §5.1 (decision 0101): the fixed set of special characters (the Cognito set). */
export const CARATTERI_SPECIALI = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

/** Spec 1 §5.1: 8–99 characters, a digit, a lower- and an upper-case letter, a special character, no whitespace. */
export function isPasswordValida(password: string): boolean {
  if (password.length < LIMITI.passwordMin || password.length > LIMITI.passwordMax) return false;
  if (/\s/.test(password)) return false;
  if (!/\d/.test(password) || !/[a-z]/.test(password) || !/[A-Z]/.test(password)) return false;
  return [...password].some((c) => CARATTERI_SPECIALI.includes(c));
}

/** Spec 1 §5.1: the password field. */
export const passwordSchema = z.string().refine(isPasswordValida, MSG_PASSWORD);

/** Spec 1 §5.1: the email field (trimmed). */
export const emailSchema = z.string().trim().pipe(z.email(MSG_EMAIL));

/** Spec 1 §5.1 sign-up: email, password, confirm password. */
export const registrazioneAccountSchema = z
  .object({ email: emailSchema, password: passwordSchema, conferma_password: z.string() })
  .refine((v) => v.password === v.conferma_password, {
    message: MSG_PASSWORD_COINCIDONO,
    path: ['conferma_password'],
  });

/** Spec 1 §5.1 sign-in: email and a non-empty password. */
export const accessoSchema = z.object({
  email: z.string().trim().pipe(z.email(MSG_EMAIL_ACCESSO)),
  password: z.string().min(1, MSG_PASSWORD_RICHIESTA),
});

/** Spec 1 §5.1: the 6-digit confirmation code, the message names the email address. */
export function codiceConfermaSchema(email: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{6}$/, msgCodiceConferma(email));
}

/** Spec 1 §5.1 reset request: the email address. */
export const richiestaResetSchema = z.object({ email: emailSchema });

/** Spec 1 §5.1 reset: the code, new password and its confirmation. */
export function nuovaPasswordSchema(email: string) {
  return z
    .object({ codice: codiceConfermaSchema(email), password: passwordSchema, conferma_password: z.string() })
    .refine((v) => v.password === v.conferma_password, {
      message: MSG_PASSWORD_COINCIDONO,
      path: ['conferma_password'],
    });
}

/** Spec 3 §5: password change form (current required, new password rule, repeat equal and required). */
export const cambioPasswordSchema = z
  .object({
    password_attuale: z.string().min(1, MSG_OBBLIGATORIO),
    nuova_password: passwordSchema,
    ripeti_password: z.string().min(1, MSG_OBBLIGATORIO),
  })
  .refine((v) => v.ripeti_password === '' || v.nuova_password === v.ripeti_password, {
    message: MSG_CAMPI_UGUALI,
    path: ['ripeti_password'],
  });
