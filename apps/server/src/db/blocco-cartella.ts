import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PGlite is one process per data folder (DESIGN.md §1): a second process on the same folder (a
// second server, or the first-administrator command while the server runs) would not see the
// other's writes and could damage the files. The folder holds the owner's process id while open.

export class CartellaInUsoError extends Error {
  override name = 'CartellaInUsoError';
}

const vivo = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the folder for this process; the returned function gives it back. */
export function bloccaCartella(dataDir: string): () => void {
  const file = join(dataDir, 'zaino.pid');
  for (let tentativo = 0; tentativo < 2; tentativo++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && vivo(pid)) {
        throw new CartellaInUsoError(
          `La cartella dei dati ${dataDir} è in uso da un altro processo (pid ${pid}): ferma il server e riprova.`,
        );
      }
      // Left behind by a process that ended without closing: take it.
      rmSync(file, { force: true });
    }
  }
  throw new CartellaInUsoError(`La cartella dei dati ${dataDir} non si può usare: riprova.`);
}
