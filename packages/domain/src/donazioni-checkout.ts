// Decision 1209: the donation due a checkout creates lives and dies with that checkout. When a newer
// checkout sets it aside, its unpaid donation is removed in the same transaction; when the provider
// later takes the money of that set-aside checkout anyway (an old tab), the donation comes back, so
// the money is never left unexplained and the donor's receipt still names it.
import { eCheckout } from './checkout.ts';

/** A link of a donation due: to which payment, and that payment's state. */
export interface LinkDonazione {
  id_transazione_economica: number;
  id_transazione_finanziaria: number;
  stato_pagamento: string;
}

/**
 * The donation dues to remove with the checkouts being set aside (`accantonati`, still initiated):
 * those whose every link is to one of them. A donation that any other payment touches (the office
 * linked a payment to it, or one of its payments is completed or started) is kept.
 */
export function donazioniDaTogliere(
  links: readonly LinkDonazione[],
  accantonati: ReadonlySet<number>,
): number[] {
  const dovuti = new Set(links.map((l) => l.id_transazione_economica));
  return [...dovuti]
    .filter((id) =>
      links
        .filter((l) => l.id_transazione_economica === id)
        .every((l) => accantonati.has(l.id_transazione_finanziaria) && l.stato_pagamento === 'initiated'),
    )
    .sort((a, b) => a - b);
}

/**
 * The donation to give back to a checkout the provider has now paid (cents; 0 when none): what its
 * amount still leaves unlinked. A checkout's amount is its dues' links plus its donation, and only
 * the donation's link is ever removed, so that remainder is exactly the donation. Payments the
 * office recorded are never touched.
 */
export function donazioneDaRipristinare(
  tf: { importo: number; idempotency_key: string | null },
  links: readonly { importo: number }[],
): number {
  if (!eCheckout(tf)) return 0;
  return Math.max(0, tf.importo - links.reduce((s, l) => s + l.importo, 0));
}
