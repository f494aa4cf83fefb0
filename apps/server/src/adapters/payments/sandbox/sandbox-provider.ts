import {
  assertImporto,
  PagamentoNonTrovato,
  type PaymentProvider,
  WebhookNonValido,
} from '../payment-provider.ts';
import type { MetodoSandbox, SandboxStore } from './sandbox-store.ts';

/** Path of the confirm page (http/sandbox-pagamenti.ts) of one sandbox payment. */
export const percorsoSandbox = (id: string) => `/sandbox/pagamento/${encodeURIComponent(id)}`;

/**
 * The embedded default for a provider without keys (DESIGN.md §8): the browser is sent to a local
 * confirm page instead of the provider's, and status reads come from the sandbox's own book, so
 * the checkout verifies a sandbox payment exactly as a real one.
 */
export function createSandboxProvider(
  store: SandboxStore,
  metodo: MetodoSandbox,
  publicUrl: string,
): PaymentProvider {
  return {
    kind: 'sandbox',

    async createPayment(p) {
      assertImporto(p.importo);
      const creato = store.crea(metodo, p);
      return {
        providerId: creato.id,
        redirectUrl: `${publicUrl}${percorsoSandbox(creato.id)}`,
        clientSecret: null,
      };
    },

    async readPayment(providerId) {
      const p = store.leggi(providerId);
      if (!p || p.metodo !== metodo) throw new PagamentoNonTrovato(providerId);
      return {
        providerId: p.id,
        stato: p.stato,
        importo: p.importo,
        valuta: p.valuta,
        riferimento: p.riferimento,
        paymentId: null,
      };
    },

    // The confirm page changes the book directly: there is nothing to notify.
    parseWebhook() {
      throw new WebhookNonValido('Il fornitore di prova non invia notifiche');
    },
  };
}
