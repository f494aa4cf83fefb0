import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { formatData, formatEuro } from '@zaino/domain/formato';
import { MSG_VERIFICA_RICEVUTA as MSG, PERCORSO_VERIFICA_RICEVUTA } from '@zaino/domain/ricevute';
import type { FastifyInstance } from 'fastify';
import { conta } from '../lib/contatori-limiti.ts';
import { ANONYMOUS } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { escapeHtml, paginaHtml } from '../lib/html.ts';
import { verificaRicevuta } from '../modules/ricevute/verifica-ricevuta.service.ts';
import { createServiceContext } from '../request-context.ts';

const STILE =
  '.esito{padding:.75rem 1rem;border-radius:.5rem;font-weight:bold}.ok{background:#e6f4ea;color:#1e6b34}' +
  '.ko{background:#fdecea;color:#a3261b}';

/**
 * GET /ricevuta/verifica/{token} (decision 1205): the page the receipt's QR code and short link
 * open. Public on purpose, like the paper it checks: no sign-in, the unguessable token is the only
 * key. Each client address may verify CODE_LOOKUP_LIMIT receipts a minute (the registration codes'
 * budget); every miss answers the same 404 page, so nothing tells a wrong token from a revoked one.
 */
export async function verificaRicevuteRoutes(app: FastifyInstance, opts: { db: Db; limite: number }) {
  app.get(`${PERCORSO_VERIFICA_RICEVUTA}/:token`, async (request, reply) => {
    reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
    const chiave = `ricevuta-verifica|${request.ip}`;
    if ((await conta(opts.db, chiave, 60)) > opts.limite) {
      return paginaHtml(reply.header('retry-after', '60'), {
        status: 429,
        titolo: MSG.titolo,
        stile: STILE,
        corpo: `<h1>${MSG.titolo}</h1><p class="esito ko">${escapeHtml(MSG.troppeRichieste)}</p>`,
      });
    }
    const { token } = request.params as { token: string };
    const r = await verificaRicevuta(createServiceContext(opts.db, ANONYMOUS), token);
    if (!r) {
      return paginaHtml(reply, {
        status: 404,
        titolo: MSG.titolo,
        stile: STILE,
        corpo: `<h1>${MSG.titolo}</h1><p class="esito ko">${MSG.nonTrovata}</p><p>${escapeHtml(MSG.nonTrovataSpiegazione)}</p>`,
      });
    }
    const righe: [string, string][] = [
      ['Emessa da', r.emittente],
      ['Numero', `${r.numero} - anno scout ${formatAnnoScout(r.anno_scout)}`],
      ['Data', formatData(r.data)],
      ['Importo', `${formatEuro(r.importo)} (${r.metodo})`],
      ['Ricevuto da', r.pagante],
    ];
    return paginaHtml(reply, {
      status: 200,
      titolo: MSG.titolo,
      stile: STILE,
      corpo: `<h1>${MSG.titolo}</h1><p class="esito ok">${MSG.valida}</p><p>${escapeHtml(MSG.spiegazione)}</p>
<dl>${righe.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`,
    });
  });
}
