import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';

// Start-up (DESIGN.md §2): config → database → migrations → demo data → Fastify → listen.

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Zaino: database ${where}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const seed = await seedIfEmpty(database, { persons: config.seedPersons });

  const app = await buildApp({ database, config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arresto in corso');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'arresto non riuscito');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  printWelcome(config.publicUrl, seed, config.nodeEnv !== 'production' && !config.smtpUrl);
}

function printWelcome(url: string, seed: Awaited<ReturnType<typeof seedIfEmpty>>, outbox: boolean): void {
  const lines = [
    '',
    `Zaino è pronto su ${url}`,
    seed.seeded ? 'Dati dimostrativi caricati.' : 'Dati esistenti riutilizzati.',
    '',
    'Accessi dimostrativi (email / password):',
    ...seed.logins.map((l) => `  ${l.ruolo.padEnd(9)} ${l.email.padEnd(28)} ${l.password}  ${l.descrizione}`),
  ];
  if (seed.codici.length > 0) {
    lines.push('', 'Codici di registrazione non ancora usati:');
    for (const c of seed.codici)
      lines.push(`  ${c.registration_token}  ${c.nome}  ${url}/register/${c.registration_token}`);
  }
  if (outbox) lines.push('', `Posta in uscita (sviluppo): ${url}/dev/mail`);
  lines.push('');
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error('Avvio non riuscito:', error);
  process.exit(1);
});
