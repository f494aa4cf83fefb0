import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Each text file of the build gets a .br and a .gz beside it, made once here at the highest
// levels, so the server sends compressed bytes without compressing per request (@fastify/static's
// preCompressed). Source maps are never sent in production and are left alone.

const TESTO = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this size the headers weigh more than the saving. */
const MINIMO = 1024;

function file(dir: string): string[] {
  return readdirSync(dir).flatMap((nome) => {
    const path = join(dir, nome);
    return statSync(path).isDirectory() ? file(path) : [path];
  });
}

export function precompressi(dir: string): string[] {
  const scritti: string[] = [];
  for (const path of file(dir)) {
    if (!TESTO.test(path)) continue;
    const dati = readFileSync(path);
    if (dati.length < MINIMO) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(dati, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: dati.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(dati, { level: 9 }));
    scritti.push(path);
  }
  return scritti;
}

/** The Vite plugin: compresses the written build. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'zaino-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressi(outDir);
    },
  };
}
