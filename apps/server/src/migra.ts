import { ConfigError, loadConfig } from './config.ts';
import { CartellaInUsoError } from './db/blocco-cartella.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { migrazioniMancanti } from './db/migrazioni-applicate.ts';
import { preparaStruttura } from './db/seed/struttura.ts';

// `npm run migrate`: applies this version's migrations and the section's structure (roles, the
// section's party, general information) to the database of DATABASE_URL or DATA_DIR. A production
// server on PostgreSQL never does it by itself (decision 0411): run this once per release, before
// starting the new instances. Safe to run twice, and from two places at once (advisory lock).

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    istruzioniPreparate: config.istruzioniPreparate,
  });
  try {
    const prima = await migrazioniMancanti(database.db);
    await migrate(database);
    await preparaStruttura(database);
    console.log(
      prima === 0
        ? 'Il database è già aggiornato: nessuna migrazione da applicare.'
        : `Migrazioni applicate: ${prima}. Il database è aggiornato.`,
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
    console.error(error);
    process.exit(1);
  },
);
