import type { FastifyInstance } from 'fastify';
import type { Coda } from '../lavori/coda.ts';
import { accodaPasso, eseguiPassoInLavoro, statoLavoroPasso } from '../modules/ciclo-annuale/passi-lavoro.ts';
import { elencaPassi } from '../modules/ciclo-annuale/passi-storico.service.ts';
import { PASSI } from '../modules/ciclo-annuale/passi/index.ts';
import { anteprimaPasso, NOMI_PASSI } from '../modules/ciclo-annuale/passo.ts';
import {
  anteprimaVerificaSatispay,
  conStorico,
  verificaSatispay,
} from '../modules/ciclo-annuale/verifica-satispay.ts';
import type { DipendenzeCheckout } from '../modules/checkout/conferma-pagamento.ts';
import { ricalcolaControlli } from '../modules/controlli/controlli.service.ts';
import { LIMITI_FILE_NAZIONALE, TIPO_XLSX } from '@zaino/domain/nazionale-file';
import { connettoreFile } from '../adapters/nazionale/file-connettore.ts';
import { connettoreConfigurato } from '../adapters/nazionale/http-connettore.ts';
import type { NazionaleConfig } from '../config.ts';
import { pushCensimentiNazionale, pushNazionale } from '../modules/nazionale/invio.service.ts';
import { scaricaNazionale } from '../modules/nazionale/nazionale.service.ts';
import { accessoPrimaDelCorpo, type ContestoRest } from './rest-context.ts';

/**
 * Spec 2 §7 yearly steps (decision 1016): POST /segreteria/{passo} runs a step as a job, waits for
 * it and answers {status: 'success', …its result fields, id_passo, id_lavoro} (decision 1022);
 * POST /segreteria/{passo}/anteprima answers the same fields and the plan, writing nothing;
 * POST /segreteria/{passo}/lavoro enqueues the run as a job and answers {id_lavoro},
 * GET /segreteria/lavori/:id its state and progress (decision 1017); GET /segreteria/passi lists
 * the step history, the unfinished jobs and the checks after the steps with whether their service
 * is configured; GET /satispayWebhook is spec 2 §7's Satispay check (decision 1023),
 * GET /segreteria/verifica-satispay/anteprima its preview (decision 1026). Errors as every REST
 * route: {errorType, message} with the HTTP status of the refusal.
 * Spec 3 §7 POST /segreteria/controlli, no body: recomputes the data-quality checks and answers the
 * new statistics; the web then refreshes every query.
 */
export async function segreteriaRoutes(
  app: FastifyInstance,
  opts: {
    contesto: ContestoRest;
    coda: Coda;
    nazionale?: NazionaleConfig | undefined;
    /** the Satispay check's confirmation (decision 1023) */
    checkout: Omit<DipendenzeCheckout, 'log'>;
  },
) {
  for (const nome of NOMI_PASSI) {
    const passo = PASSI[nome];
    // Decision 1022: the spec's path runs the step as a job too, and answers its result.
    app.post(`/segreteria/${nome}`, async (request, reply) => {
      const r = await eseguiPassoInLavoro(await opts.contesto(request), opts.coda, nome, request.body);
      if (r.attesa_scaduta) reply.code(202);
      return r.risposta;
    });
    app.post(`/segreteria/${nome}/anteprima`, async (request) =>
      anteprimaPasso(await opts.contesto(request), passo, request.body),
    );
    // Decision 1017: the same run as a background job; the answer is the job's id.
    app.post(`/segreteria/${nome}/lavoro`, async (request) =>
      accodaPasso(await opts.contesto(request), opts.coda, nome, request.body),
    );
  }
  app.get<{ Params: { id: string } }>('/segreteria/lavori/:id', async (request) =>
    statoLavoroPasso(await opts.contesto(request), opts.coda, request.params.id),
  );
  app.get('/segreteria/passi', async (request) =>
    elencaPassi(await opts.contesto(request), {
      nazionale: opts.nazionale !== undefined,
      satispay: opts.checkout.payments.satispay !== undefined,
    }),
  );
  // Spec 2 §7 GET /satispayWebhook → status, toUpdate, updated (decision 1023): the office's check.
  app.get('/satispayWebhook', async (request) =>
    verificaSatispay(await opts.contesto(request), { ...opts.checkout, log: request.log }),
  );
  // Decision 1026: the pending Satispay payments that check would ask about, nothing written.
  app.get('/segreteria/verifica-satispay/anteprima', async (request) =>
    anteprimaVerificaSatispay(await opts.contesto(request), opts.checkout),
  );
  app.post('/segreteria/controlli', async (request) => ricalcolaControlli(await opts.contesto(request)));

  // Spec 2 §7 download-nazionale (decision 0923): from the national service when configured.
  // Decision 1023: each download is kept in the step history, for the checklist's row.
  app.post('/segreteria/download-nazionale', async (request) => {
    const sc = await opts.contesto(request);
    return conStorico(sc, 'download-nazionale', () =>
      scaricaNazionale(sc, connettoreConfigurato(opts.nazionale)),
    );
  });
  // The export file the office uploads is the body of .../file, CSV or XLSX (decision 0924), in a
  // plugin of its own: its parser (and the bound it brings) reaches no other route (decision 0431).
  await app.register(async (fileNazionale) => {
    // Kept as bytes whatever the declared type (decision 0429: an .xlsx often comes labelled
    // text/csv), the connector tells the format from them. Twice the file's bound: the domain then
    // refuses the too-large file with its Italian message.
    fileNazionale.addContentTypeParser(
      ['text/csv', 'text/plain', TIPO_XLSX],
      { parseAs: 'buffer', bodyLimit: 2 * LIMITI_FILE_NAZIONALE.byte },
      (_req, body, done) => done(null, body),
    );
    // The file is read only for a caller who may run the step (refused before its megabytes).
    fileNazionale.post(
      '/segreteria/download-nazionale/file',
      { onRequest: accessoPrimaDelCorpo(opts.contesto, 'impostazioni.gestisci') },
      async (request) => {
        const sc = await opts.contesto(request);
        const corpo = request.body;
        const contenuto = Buffer.isBuffer(corpo) || typeof corpo === 'string' ? corpo : '';
        return conStorico(sc, 'download-nazionale', () => scaricaNazionale(sc, connettoreFile(contenuto)));
      },
    );
  });
  // Spec 2 §7 push-nazionale {id_persona, conferma, nuovo, provinciaNascita, campi} and
  // push-censimenti-nazionale (decision 1401): through the national service only.
  app.post('/segreteria/push-nazionale', async (request) =>
    pushNazionale(await opts.contesto(request), connettoreConfigurato(opts.nazionale), request.body),
  );
  // Each census push is kept in the step history, for the yearly checklist's row (decision 1023).
  app.post('/segreteria/push-censimenti-nazionale', async (request) => {
    const sc = await opts.contesto(request);
    return conStorico(sc, 'push-censimenti-nazionale', () =>
      pushCensimentiNazionale(sc, connettoreConfigurato(opts.nazionale)),
    );
  });
}
