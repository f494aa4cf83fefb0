import { defineConfig } from 'drizzle-kit';

// scripts/check-migrations.mjs runs drizzle-kit with these same options: keep them in step.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
