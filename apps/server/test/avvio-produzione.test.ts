import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { creaAmministratore } from '../src/db/amministratore.ts';
import { openDatabase } from '../src/db/client.ts';
import { type Run, run } from './avvia-script.ts';
import { freshIp, gqlFrom, PASSWORD, postAuth, tokenOf } from './auth-flows.ts';
import { rows, startTestApp } from './helpers.ts';
import { codeOf, startSmtp } from './smtp.ts';

// Issue 8 item 1: a production start on an empty database creates the schema and the section's
// structure only — no demo data, no login, no registration code printed — and the first
// administrator is created with a one-time command (docs/configuration.md).

describe('production start on an empty database (issue 8 items 1, 2)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zaino-prod-'));
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'https://zaino.example.it',
    AUTH_SECRET: 'prod-secret-prod-secret-prod-secret-0123',
    WEB_DIST_DIR: '/nonexistent/zaino-web-dist',
    LOG_LEVEL: 'info',
  };
  let start: Run;

  it('creates no login, loads no demo data and prints no password or registration code', async () => {
    start = await run('main.ts', [], env, /Zaino è pronto[\s\S]*\n\n/);
    expect(start.output).toContain('Zaino è pronto su https://zaino.example.it');
    expect(start.output).not.toMatch(
      /Zaino-2026|demo\.zaino\.it|Accessi dimostrativi|Codici di registrazione/,
    );
    expect(start.output).not.toMatch(/\/register\//);
    expect(start.output).toContain('npm run crea-amministratore -w @zaino/server -- --nome');
    // Without SMTP nobody could register: said at start-up.
    expect(start.output).toContain('ATTENZIONE: SMTP_URL non è impostato');
    // Decision 1301: nor would a receipt say who issues it.
    expect(start.output).toContain('ATTENZIONE: i dati della sezione (denominazione, sede, codice fiscale)');
    expect(start.output).toMatch(/"level":40,[^\n]*"msg":"dati della sezione non impostati/);

    const database = await openDatabase({ dataDir });
    try {
      const conta = async (t: string) =>
        Number((await rows<{ n: number }>(database, `select count(*)::int as n from ${t}`))[0]!.n);
      for (const t of [
        'auth_user',
        'auth_account',
        'utenti',
        'persone',
        'iscrizioni',
        'gruppi',
        'anni_scout',
      ]) {
        expect(await conta(t), t).toBe(0);
      }
      expect(await conta('ruoli')).toBeGreaterThan(20);
      expect(await rows(database, 'select id_parte, "desc" from parti')).toEqual([
        { id_parte: 1, desc: 'Sezione' },
      ]);
      expect(await conta('info_generali')).toBe(1);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('the one-time command creates the first administrator; it refuses a second run', async () => {
    const first = await run('crea-amministratore.ts', ['--nome', 'Chiara', '--cognome', 'Colombo'], env);
    expect(first.code, first.output).toBe(0);
    const link = /https:\/\/zaino\.example\.it\/register\/([A-Z0-9]{9})/.exec(first.output);
    expect(link).not.toBeNull();
    const again = await run('crea-amministratore.ts', ['--nome', 'Altro', '--cognome', 'Capo'], env);
    expect(again.code).toBe(2);
    expect(again.output).toContain('La sezione contiene già delle persone');

    const database = await openDatabase({ dataDir });
    try {
      const [admin] = await rows<{ nome: string; id_ruolo: string; attivo: boolean }>(
        database,
        `select p.nome, n.id_ruolo, a.attivo from persone p join utenti u using (id_persona)
           join iscrizioni i using (id_persona) join anni_scout a using (anno_scout)
           join nomine n using (id_iscrizione) where u.registration_token = '${link![1]}'`,
      );
      expect(admin).toEqual({ nome: 'Chiara', id_ruolo: 'CENS', attivo: true });
      // Decision 1301: once the identity is saved the warning is gone.
      await rows(
        database,
        `insert into identita_sezione (denominazione, indirizzo, cap, comune, provincia, codice_fiscale)
         values ('Associazione Esempio APS', 'Via dei Pioppi 12', '20159', 'Milano', 'MI', '94120870632')`,
      );
    } finally {
      await database.close();
    }
    // A restart keeps the data and prints the code nowhere, not even in development (item 2:
    // codes are printed only for the demo section).
    const restart = await run('main.ts', [], env, /Zaino è pronto[\s\S]*\n\n/);
    expect(restart.output).not.toContain(link![1]);
    expect(restart.output).toContain('Zaino è pronto');
    expect(restart.output).not.toContain('i dati della sezione');
    const sviluppo = await run(
      'main.ts',
      [],
      { ...env, NODE_ENV: 'development' },
      /Zaino è pronto[\s\S]*\n\n/,
    );
    expect(sviluppo.output).toContain('Dati esistenti riutilizzati.');
    expect(sviluppo.output).not.toContain(link![1]);
    expect(sviluppo.output).not.toContain('Codici di registrazione');
  }, 120_000);

  it('a development start loads the demo section and prints its logins; production then refuses that data', async () => {
    const devDir = mkdtempSync(join(tmpdir(), 'zaino-dev-'));
    const dev = await run(
      'main.ts',
      [],
      {
        ...env,
        NODE_ENV: 'development',
        DATA_DIR: devDir,
        SEED_PERSONS: '10',
      },
      /Zaino è pronto[\s\S]*\n\n/,
    );
    expect(dev.output).toContain('Dati dimostrativi caricati.');
    expect(dev.output).toContain('cens@demo.zaino.it');
    expect(dev.output).toMatch(/Codici di registrazione non ancora usati:\n\s+[A-Z0-9]{9}\s/);

    // The same folder started in production: refused, the demo logins' password is public.
    const prod = await run('main.ts', [], { ...env, DATA_DIR: devDir });
    expect(prod.code).toBe(2);
    expect(prod.output).toContain(
      'Avvio in produzione rifiutato: il database contiene la sezione dimostrativa',
    );
    expect(prod.output).not.toContain('Zaino è pronto');
  }, 120_000);
});

describe('first administrator (issue 8 item 1)', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup) await c();
  });

  it('registers with the code like every user and then holds the administrator rights', async () => {
    const smtp = await startSmtp();
    const t = await startTestApp('pglite', {
      seed: false,
      env: { SMTP_URL: smtp.url, NODE_ENV: 'production' },
    });
    cleanup.push(
      () => t.close(),
      () => smtp.close(),
    );
    const { registration_token, id_persona } = await creaAmministratore(t.database, {
      nome: 'Chiara',
      cognome: 'Colombo',
    });
    const email = 'segreteria@example.it';
    const since = smtp.mails.length;
    const up = await postAuth(t.app, '/sign-up/email', {
      email,
      password: PASSWORD,
      name: 'Chiara Colombo',
      registrationCode: registration_token,
    });
    expect(up.status).toBe(200);
    const otp = codeOf(await smtp.waitFor(email, { since }));
    const ok = await postAuth(t.app, '/email-otp/verify-email', { email, otp }, { cookie: up.cookie });
    expect(ok.status).toBe(200);
    const registra = await gqlFrom(
      t.app,
      freshIp(),
      'mutation ($r: RegistrazioneUtenteInput!) { registraUtente(registrazione_utente: $r) }',
      { r: { registration_token, contatti: [{ tipo: 't', valore: '3331112222', notifica: false }] } },
      await tokenOf(t.app, ok.cookie),
    );
    expect(registra.errors).toBeUndefined();
    // A fresh token after registration carries the person. In production a super role must enrol
    // a second factor first (decision 0417): until then the server refuses the back office.
    const signIn = await postAuth(t.app, '/sign-in/email', { email, password: PASSWORD });
    const prima = await gqlFrom(
      t.app,
      freshIp(),
      '{ getPersonaSe { id_persona } }',
      {},
      await tokenOf(t.app, signIn.cookie),
    );
    expect(prima.errors?.[0]?.extensions).toMatchObject({
      errorType: 'FORBIDDEN',
      secondo_fattore: 'attivazione',
    });
    const attiva = await postAuth(
      t.app,
      '/two-factor/enable',
      { password: PASSWORD },
      { cookie: signIn.cookie },
    );
    const segreto = new URL(String(attiva.body.totpURI)).searchParams.get('secret') ?? '';
    const completa = await postAuth(
      t.app,
      '/two-factor/verify-totp',
      { code: await generate({ secret: segreto }) },
      { cookie: signIn.cookie },
    );
    expect(completa.status).toBe(200);
    // Enrolled, the back office is open to them.
    const token = await tokenOf(t.app, completa.cookie);
    const me = await gqlFrom(
      t.app,
      freshIp(),
      '{ getPersonaSe { id_persona } elencaGruppi { id_gruppo } }',
      {},
      token,
    );
    expect(me.errors).toBeUndefined();
    expect(me.data.getPersonaSe.id_persona).toBe(id_persona);
    const conta = await gqlFrom(
      t.app,
      freshIp(),
      '{ contaPersone(anno_scout: 2000, id_parte: 1) }',
      {},
      token,
    );
    expect(conta.errors).toBeUndefined();
  });
});
