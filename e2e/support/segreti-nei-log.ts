// Issue 27: the servers' logs over a whole run hold no fiscal code, registration code, password,
// token or privacy-consent value. Global teardown scans every worker server's output with this;
// the first finding fails the run. Every line is read except the start-up banner of the demo
// section, which prints its logins and codes on purpose (development only): from 'Zaino è pronto
// su' to the first log record after it. Records are JSON lines (production) or the development's
// readable lines ('12:00:00 INFO  message [req] {fields}').

import { FORMA_BEARER, FORMA_CODICE_FISCALE, FORMA_JWT } from '@zaino/domain/dati-sensibili';

export interface SegretiNoti {
  /** Passwords used in the run (the demo password and those the specs choose). */
  password: string[];
  /** Registration codes of the section (codes.json). */
  codici: string[];
}

const CHIAVI_SEGRETE =
  /^(password|newPassword|currentPassword|token|accessToken|refreshToken|idToken|secret|otp|code)$/i;
const CHIAVI_CONSENSO = /^consenso_[sitl]$/;

/** What leaked first, described without repeating the secret whole; null when nothing did. */
export function primoSegreto(output: string, noti: SegretiNoti): string | null {
  let banner = false;
  for (const [i, riga] of output.split('\n').entries()) {
    const record = campi(riga);
    if (riga.startsWith('Zaino è pronto su')) banner = true;
    else if (record !== undefined) banner = false;
    if (banner) continue;
    const dove = `riga ${i + 1}`;
    for (const p of noti.password) if (p && riga.includes(p)) return `una password (${dove})`;
    for (const c of noti.codici)
      if (c && riga.includes(c)) return `il codice di registrazione ${maschera(c)} (${dove})`;
    const cf = FORMA_CODICE_FISCALE.exec(riga);
    if (cf) return `il codice fiscale ${maschera(cf[0])} (${dove})`;
    if (FORMA_JWT.test(riga) || FORMA_BEARER.test(riga)) return `un token (${dove})`;
    const chiave = chiaveVietata(record);
    if (chiave) return `il campo ${chiave} (${dove})`;
  }
  return null;
}

/** A key naming a secret with a value that is not masked, or a consent key with its value. */
function chiaveVietata(valore: unknown, profondita = 0): string | null {
  if (profondita > 8 || valore === null || typeof valore !== 'object') return null;
  for (const [k, v] of Object.entries(valore)) {
    if (CHIAVI_SEGRETE.test(k) && typeof v === 'string' && v !== '' && !/^\*+$/.test(v)) return k;
    if (CHIAVI_CONSENSO.test(k) && typeof v === 'boolean') return k;
    const dentro = chiaveVietata(v, profondita + 1);
    if (dentro) return dentro;
  }
  return null;
}

const RIGA_LEGGIBILE = /^\d\d:\d\d:\d\d (TRACE|DEBUG|INFO |WARN |ERROR|FATAL) /;

/** The fields of a log record (null: a record without fields); undefined for any other line. */
function campi(riga: string): unknown {
  const json = riga.startsWith('{')
    ? riga
    : RIGA_LEGGIBILE.test(riga)
      ? riga.slice(riga.indexOf(' {') + 1)
      : undefined;
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

function maschera(s: string): string {
  return `${s.slice(0, 2)}…${s.slice(-1)}`;
}
