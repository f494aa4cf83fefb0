import { parseArgs } from 'node:util';
import { MSG_SENZA_SECONDO_FATTORE } from './modules/utenti/secondo-fattore.service.ts';
import { azzeraSecondoFattore, loginPerEmail, revocaSessioni } from './auth/identity.repo.ts';
import { ConfigError, loadConfig } from './config.ts';
import { CartellaInUsoError } from './db/blocco-cartella.ts';
import { openDatabase, withTransaction } from './db/client.ts';
import { registraAzzeramentoSecondoFattore, utenteDelLogin } from './modules/utenti/utenti.repo.ts';

// `npm run azzera-secondo-fattore -w @zaino/server -- --email <email>`
// Decision 0419: when the only people who could reset a second factor (the section office, decision
// 0415) have lost their own authenticator and recovery codes, whoever runs the server clears it from
// the server's machine, with the same DATABASE_URL / DATA_DIR. Same effect as the office's button:
// authenticator and codes removed, sessions ended, written in eventi (author 'riga di comando').

const USO = 'Uso: npm run azzera-secondo-fattore -w @zaino/server -- --email <email dell’account>';
export const AUTORE_RIGA_DI_COMANDO = 'riga di comando';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
  const email = values.email?.trim().toLowerCase();
  if (!email) {
    console.error(USO);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    istruzioniPreparate: config.istruzioniPreparate,
  });
  try {
    const esito = await withTransaction(database.db, AUTORE_RIGA_DI_COMANDO, async (tx) => {
      const login = await loginPerEmail(tx, email);
      if (!login) return 'sconosciuto' as const;
      if (!(await azzeraSecondoFattore(tx, login.id))) return 'senza' as const;
      await revocaSessioni(tx, login.id);
      const utente = await utenteDelLogin(tx, login.id);
      if (utente) await registraAzzeramentoSecondoFattore(tx, utente);
      return 'azzerato' as const;
    });
    if (esito === 'sconosciuto') {
      console.error(`Nessun account con l’email ${email}.`);
      return 2;
    }
    if (esito === 'senza') {
      console.error(`${MSG_SENZA_SECONDO_FATTORE}: nulla da azzerare.`);
      return 2;
    }
    console.log(
      `Verifica in due passaggi di ${email} azzerata: le sue sessioni sono chiuse. Al prossimo accesso con la password la attiverà di nuovo.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof ConfigError || error instanceof CartellaInUsoError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error('Azzeramento non riuscito:', error);
    process.exit(1);
  },
);
