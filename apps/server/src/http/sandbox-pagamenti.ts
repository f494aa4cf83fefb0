import { formatEuro } from '@zaino/domain/formato';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  EsitoSandbox,
  PagamentoSandbox,
  SandboxStore,
} from '../adapters/payments/sandbox/sandbox-store.ts';
import { escapeHtml, paginaHtml } from '../lib/html.ts';

const NOME_METODO = { stripe: 'Carta (Stripe)', satispay: 'Satispay' } as const;
const ESITI: readonly string[] = ['paga', 'rifiuta'] satisfies EsitoSandbox[];

const pagina = (reply: FastifyReply, status: number, corpo: string) =>
  paginaHtml(reply, {
    status,
    titolo: 'Pagamento di prova',
    stile:
      'button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.75rem}.nota{background:#fff4d6;padding:.75rem}',
    corpo: `<h1>Pagamento di prova</h1>${corpo}`,
  });

function dettagli(p: PagamentoSandbox): string {
  return `<p class="nota">Questa pagina sostituisce ${NOME_METODO[p.metodo]} finché il fornitore non è configurato: nessun addebito reale.</p>
<dl><dt>Importo</dt><dd>${escapeHtml(formatEuro(p.importo))}</dd>
<dt>Causale</dt><dd>${escapeHtml(p.descrizione)}</dd>
<dt>Metodo</dt><dd>${NOME_METODO[p.metodo]}</dd></dl>`;
}

function esito(p: PagamentoSandbox): string {
  const [testo, url] =
    p.stato === 'completed' ? ['Pagamento completato.', p.returnUrl] : ['Pagamento rifiutato.', p.cancelUrl];
  return `<p>${testo}</p><p><a href="${escapeHtml(url)}">Torna a Zaino</a></p>`;
}

/**
 * /sandbox/pagamento/{id} (only while the sandbox stands in for a provider, never in production):
 * the confirm page of a sandbox payment, with 'Paga' and 'Rifiuta'. The choice is written to the
 * sandbox's book and the browser goes back to the return URL, where the checkout verifies it.
 */
export async function sandboxPagamenti(app: FastifyInstance, opts: { store: SandboxStore }) {
  // Scoped to this plugin: the page's own form is the only urlencoded body the server accepts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/sandbox/pagamento/:id', async (request, reply) => {
    const p = opts.store.leggi((request.params as { id: string }).id);
    if (!p) return pagina(reply, 404, '<p>Pagamento di prova non trovato.</p>');
    if (p.stato !== 'initiated') return pagina(reply, 200, dettagli(p) + esito(p));
    return pagina(
      reply,
      200,
      `${dettagli(p)}<form method="post">
<button type="submit" name="esito" value="paga">Paga</button>
<button type="submit" name="esito" value="rifiuta">Rifiuta</button>
</form>`,
    );
  });

  app.post('/sandbox/pagamento/:id', async (request, reply) => {
    const scelta = (request.body as { esito?: string } | undefined)?.esito;
    if (!scelta || !ESITI.includes(scelta)) return pagina(reply, 400, '<p>Scegli Paga o Rifiuta.</p>');
    const p = opts.store.decidi((request.params as { id: string }).id, scelta as EsitoSandbox);
    if (!p) return pagina(reply, 404, '<p>Pagamento di prova non trovato.</p>');
    return reply.redirect(p.stato === 'completed' ? p.returnUrl : p.cancelUrl, 303);
  });
}
