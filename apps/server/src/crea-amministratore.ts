import { parseArgs } from 'node:util';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { AmministratoreError, creaAmministratore } from './db/amministratore.ts';
import { ConfigError, loadConfig } from './config.ts';
import { CartellaInUsoError } from './db/blocco-cartella.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';

// `npm run crea-amministratore -w @zaino/server -- --nome Chiara --cognome Colombo`
// One-time command for a production section (docs/configuration.md "First administrator"): uses
// the same DATABASE_URL / DATA_DIR as the server and prints the registration link once, here only.

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { nome: { type: 'string' }, cognome: { type: 'string' } },
    strict: true,
  });
  if (!values.nome || !values.cognome) {
    console.error('Uso: npm run crea-amministratore -w @zaino/server -- --nome <nome> --cognome <cognome>');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    istruzioniPreparate: config.istruzioniPreparate,
  });
  try {
    await migrate(database);
    const creato = await creaAmministratore(database, { nome: values.nome, cognome: values.cognome });
    console.log(
      [
        `Amministratore creato: ${values.nome} ${values.cognome}, segretario/a di sezione (CENS) nell'anno scout ${formatAnnoScout(creato.anno_scout)}.`,
        'Apri questo link e registrati con la tua email e una password scelta da te (il codice vale una sola volta, non condividerlo):',
        `  ${config.publicUrl}/register/${creato.registration_token}`,
        "Se l'anno scout è stato creato ora, le sue quote partono da 0: vanno impostate prima delle iscrizioni.",
      ].join('\n'),
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (
      error instanceof AmministratoreError ||
      error instanceof ConfigError ||
      error instanceof CartellaInUsoError
    ) {
      console.error(error.message);
      process.exit(2);
    }
    console.error('Creazione non riuscita:', error);
    process.exit(1);
  },
);
