import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { graphqlDirectImports } from './build-tools/graphql-direct-imports.ts';
import { precompress } from './build-tools/precompress.ts';
import pkg from './package.json' with { type: 'json' };

const api = `http://localhost:${process.env.API_PORT ?? 3000}`;
const proxied = ['/graphql', '/api', '/dev', '/segreteria', '/esporta', '/health'];

export default defineConfig({
  // Each chunk carries only the GraphQL documents it uses (decision 0204).
  plugins: [
    graphqlDirectImports(fileURLToPath(new URL('./src/gql', import.meta.url))),
    react(),
    // .br and .gz beside each file, sent as they are by the server (decision 0314).
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The gate is the gzip first-load budget of scripts/bundle-budget.mjs; the entry is ~490 KB raw.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads on every first visit anyway: one chunk instead
        // of ~20 small shared ones compresses ~8 KB better (decision 0204). Lazy pages split as usual.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }])),
  },
});
