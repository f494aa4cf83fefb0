import { randomUUID } from 'node:crypto';
import type { StatoPagamento } from '@zaino/domain/transazioni';
import type { NuovoPagamento } from '../payment-provider.ts';

// The sandbox provider's own book of payments (decision 1201): in memory, one per server process,
// so a development restart forgets the payments not yet verified, as an expired session would.

/** Which real provider the sandbox stands in for. */
export type MetodoSandbox = 'stripe' | 'satispay';

export interface PagamentoSandbox {
  id: string;
  metodo: MetodoSandbox;
  importo: number;
  valuta: 'EUR';
  riferimento: string;
  descrizione: string;
  stato: StatoPagamento;
  returnUrl: string;
  cancelUrl: string;
}

export type EsitoSandbox = 'paga' | 'rifiuta';

export interface SandboxStore {
  /** Same method and idempotency key: the payment created the first time. */
  crea(metodo: MetodoSandbox, p: NuovoPagamento): PagamentoSandbox;
  leggi(id: string): PagamentoSandbox | undefined;
  /** The payer's choice on the confirm page; a payment already decided keeps its first outcome. */
  decidi(id: string, esito: EsitoSandbox): PagamentoSandbox | undefined;
}

export function createSandboxStore(): SandboxStore {
  const pagamenti = new Map<string, PagamentoSandbox>();
  const perChiave = new Map<string, string>();
  return {
    crea(metodo, p) {
      const chiave = `${metodo}:${p.idempotencyKey}`;
      const esistente = perChiave.get(chiave);
      if (esistente) return { ...pagamenti.get(esistente)! };
      const pagamento: PagamentoSandbox = {
        id: `sbx_${randomUUID()}`,
        metodo,
        importo: p.importo,
        valuta: 'EUR',
        riferimento: String(p.id_transazione_finanziaria),
        descrizione: p.descrizione,
        stato: 'initiated',
        returnUrl: p.returnUrl,
        cancelUrl: p.cancelUrl ?? p.returnUrl,
      };
      pagamenti.set(pagamento.id, pagamento);
      perChiave.set(chiave, pagamento.id);
      return { ...pagamento };
    },
    leggi(id) {
      const p = pagamenti.get(id);
      return p && { ...p };
    },
    decidi(id, esito) {
      const p = pagamenti.get(id);
      if (!p) return undefined;
      if (p.stato === 'initiated') p.stato = esito === 'paga' ? 'completed' : 'rejected';
      return { ...p };
    },
  };
}
