/**
 * Runs at most `n` of the given tasks at a time in this process; the others wait their turn without
 * holding anything. For CPU-heavy steps that also hold a database connection (receipt PDFs), so a
 * burst of saves neither starves the connection pool nor the two cores.
 */
export function limitaConcorrenza(n: number) {
  let attivi = 0;
  const coda: (() => void)[] = [];
  return async <T>(compito: () => Promise<T>): Promise<T> => {
    if (attivi >= n) await new Promise<void>((avvia) => coda.push(avvia));
    attivi++;
    try {
      return await compito();
    } finally {
      attivi--;
      coda.shift()?.();
    }
  };
}
