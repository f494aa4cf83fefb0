import DataLoader from 'dataloader';

// DataLoader shapes shared by the modules' loaders (DESIGN.md §5: a list costs a constant number of
// SQL statements). Each turns the keys asked during one tick into one repository call.

function groupBy<K, R>(rows: readonly R[], key: (r: R) => K | K[]) {
  const map = new Map<K, R[]>();
  for (const r of rows) {
    const keys = key(r);
    for (const k of Array.isArray(keys) ? keys : [keys]) {
      const list = map.get(k);
      if (list) list.push(r);
      else map.set(k, [r]);
    }
  }
  return map;
}

/** At most one row per key (null when missing). */
export function one<K, R>(load: (keys: readonly K[]) => Promise<R[]>, key: (r: R) => K) {
  return new DataLoader<K, R | null>(async (keys) => {
    const found = new Map<K, R>();
    for (const r of await load(keys)) found.set(key(r), r);
    return keys.map((k) => found.get(k) ?? null);
  });
}

/** Any number of rows per key; a row may belong to several keys. */
export function many<K, R>(load: (keys: readonly K[]) => Promise<R[]>, key: (r: R) => K | K[]) {
  return new DataLoader<K, R[]>(async (keys) => {
    const found = groupBy(await load(keys), key);
    return keys.map((k) => found.get(k) ?? []);
  });
}

/** A key of data that depends on the scout year (spec 2 persona(id_persona, anno_scout)). */
export interface ChiaveAnno {
  id: number;
  anno: number;
}

/**
 * Rows keyed by id and scout year: one repository call per distinct year asked in the tick, so a
 * list of one year costs one statement.
 */
export function perAnno<R, V>(
  load: (ids: readonly number[], anno: number) => Promise<R[]>,
  key: (r: R) => number,
  shape: (rows: R[]) => V,
) {
  return new DataLoader<ChiaveAnno, V, string>(
    async (keys) => {
      const anni = [...new Set(keys.map((k) => k.anno))];
      const perAnnoRows = new Map<number, Map<number, R[]>>();
      await Promise.all(
        anni.map(async (anno) => {
          const ids = [...new Set(keys.filter((k) => k.anno === anno).map((k) => k.id))];
          perAnnoRows.set(anno, groupBy(await load(ids, anno), key));
        }),
      );
      return keys.map((k) => shape(perAnnoRows.get(k.anno)?.get(k.id) ?? []));
    },
    { cacheKeyFn: (k) => `${k.id}|${k.anno}` },
  );
}
