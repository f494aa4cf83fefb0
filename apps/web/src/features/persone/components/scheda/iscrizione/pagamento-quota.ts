import { formatEuro } from '@zaino/domain/formato';
import { statoPagamentoSocio } from '@zaino/domain/stati-iscrizione';

/**
 * Spec 2 §4 'Pagamento quota' on the person page, or null when the viewer may not know it. The server
 * sends the enrolment's due only to who may read it (decision 1001: 'transazione.leggi'); a missing
 * due means 'Non effettuato' only for a viewer who sees the person's payments ('persona.pagamenti').
 * A leader without that right would otherwise read 'Non effettuato' for a fee already paid.
 */
export function pagamentoQuota(
  dovuto: { stato: string | null | undefined; importo: number | string } | null | undefined,
  viewerCanPersona: readonly string[],
): string | null {
  if (dovuto == null && !viewerCanPersona.includes('persona.pagamenti')) return null;
  const stato = statoPagamentoSocio(dovuto?.stato) ?? 'n/d';
  return dovuto ? `${stato} (${formatEuro(Number(dovuto.importo))})` : stato;
}
