import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Registration codes of the demo section (issue 4: "a newcomer can register a demo family from a code
// printed at start-up"). Global setup reads them twice: the three printed by the server's start-up
// banner, and the rest as a leader sees them (cens, through the public GraphQL API), so each spec can
// take its own codes and the specs stay independent of their order.

export interface RegistrationCode {
  code: string;
  nome: string;
  cognome: string;
  sesso: 'M' | 'F' | null;
  /** the person has an enrolment this year: the completion form has contacts only */
  iscrizione: boolean;
  /** the person holds an adult appointment this year (a leader: the back office after registering) */
  capo: boolean;
  id_persona: number;
  id_utente: number;
  /** printed in the start-up banner */
  printed: boolean;
}

export interface CodesFile {
  /** codes not used yet, printed ones first */
  free: RegistrationCode[];
  /** codes of persons already registered (not the demo logins) */
  used: RegistrationCode[];
}

/** The banner lines 'Codici di registrazione non ancora usati:' → [code, full name]. */
export function printedCodes(serverOutput: string): { code: string; nome: string }[] {
  const start = serverOutput.indexOf('Codici di registrazione non ancora usati:');
  if (start < 0) return [];
  const out: { code: string; nome: string }[] = [];
  for (const line of serverOutput.slice(start).split('\n').slice(1)) {
    const m = /^\s+([A-Z0-9]{9})\s+(.+?)\s+https?:\/\/\S+\/register\/\1\s*$/.exec(line);
    if (!m) break;
    out.push({ code: m[1]!, nome: m[2]! });
  }
  return out;
}

export function codesFile(): CodesFile {
  const dir = process.env.E2E_DIR;
  if (!dir) throw new Error('E2E_DIR non è impostata: la imposta global-setup.ts');
  return JSON.parse(readFileSync(join(dir, 'codes.json'), 'utf8')) as CodesFile;
}

/**
 * Who consumes which code on the shared server: each purpose gets its own, so no spec depends on
 * another. `printed` takes the n-th code of the banner; `enrolled` / `adult` the n-th free code not
 * printed, with or without an enrolment.
 */
const ALLOCATION = {
  // registrazione-email.spec.ts: the newcomer of issue 4, from the first printed code
  famigliaEmail: { kind: 'printed', n: 0 },
  adultoEmail: { kind: 'adult', n: 0 },
  passiEmail: { kind: 'printed', n: 1 },
  // registrazione-contatti.spec.ts
  contattiIscritto: { kind: 'enrolled', n: 0 },
  contattiAdulto: { kind: 'adult', n: 1 },
  // registrazione-incompleta.spec.ts
  incompleta: { kind: 'adult', n: 2 },
  // password-dimenticata.spec.ts
  passwordDimenticata: { kind: 'adult', n: 3 },
  // reset-da-capo.spec.ts
  resetDaCapo: { kind: 'adult', n: 4 },
  // registrazione-capo.spec.ts
  capoRegistrato: { kind: 'capo', n: 0 },
  // cambio-password.spec.ts
  cambioPassword: { kind: 'enrolled', n: 1 },
  // altra-persona.spec.ts and codice-non-valido.spec.ts (looked up, never consumed)
  altraPersona: { kind: 'printed', n: 2 },
  // registrazione-errori-di-rete.spec.ts: looked up only (its registraUtente failure is simulated) …
  erroriDiRete: { kind: 'adult', n: 5 },
  // … and consumed by a real registraUtente whose token refresh never shows the person
  jwtNonAggiornato: { kind: 'adult', n: 6 },
} as const;

export type CodePurpose = keyof typeof ALLOCATION;

export function codeFor(purpose: CodePurpose): RegistrationCode {
  const { free } = codesFile();
  const { kind, n } = ALLOCATION[purpose];
  const pool =
    kind === 'printed'
      ? free.filter((c) => c.printed)
      : kind === 'capo'
        ? // from the end, so the leaders' codes never meet the 'enrolled' ones taken from the start
          free.filter((c) => !c.printed && c.capo).reverse()
        : free.filter((c) => !c.printed && c.iscrizione === (kind === 'enrolled'));
  const code = pool[n];
  if (!code) throw new Error(`Nessun codice di registrazione libero per ${purpose} (${kind} n. ${n})`);
  return code;
}

/** A code of a person who registered long ago (seed), not one of the demo logins. */
export function usedCode(): RegistrationCode {
  const code = codesFile().used[0];
  if (!code) throw new Error('Nessun codice di registrazione già usato nei dati dimostrativi');
  return code;
}
