// Spec 1 §3 and §4.6: the checkout cart (dues and amounts in cents), pure and dependency-free so the
// front office's first load can use it without the checkout's validation schemas.

/** Spec 1 §3: one line of the cart (cents). */
export interface RigaCarrello {
  id_transazione_economica: number;
  importo: number;
}

/**
 * Spec 3 §2, spec 1 §4.6: the cart kept in step with what is still due: a line no longer in the list
 * is removed, its amount is what is still owed, and a line whose amount is zero is removed.
 */
export function riconciliaCarrello(
  carrello: readonly RigaCarrello[],
  residui: ReadonlyMap<number, number>,
): RigaCarrello[] {
  return carrello.flatMap((r) => {
    const importo = residui.get(r.id_transazione_economica) ?? 0;
    return importo > 0 ? [{ id_transazione_economica: r.id_transazione_economica, importo }] : [];
  });
}

/** Spec 1 §4.6: the cart with one due added (once) or removed. */
export function cambiaCarrello(
  carrello: readonly RigaCarrello[],
  riga: RigaCarrello,
  presente: boolean,
): RigaCarrello[] {
  const altre = carrello.filter((r) => r.id_transazione_economica !== riga.id_transazione_economica);
  return presente && riga.importo > 0 ? [...altre, riga] : altre;
}
