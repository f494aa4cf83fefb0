import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import {
  conSaldoProgressivo,
  estrattoContoSchema,
  type FormatoEstrattoConto,
  movimentoSuMetodo,
} from '@zaino/domain/estratto-conto';
import { etichettaMetodi } from '@zaino/domain/form-tesoreria';
import type { TipoPagamento } from '@zaino/domain/transazioni';
import type { Storage } from '../../adapters/storage/storage.ts';
import { assertCan } from '../../auth/assert-can.ts';
import { notFound } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import type { ServiceContext } from '../../request-context.ts';
import { intestazioneParte } from '../ricevute/intestazioni.ts';
import { saldoAnnuale } from '../tesoreria/bilancio.service.ts';
import { findTfParte } from '../tesoreria/letture.repo.ts';
import type { TransazioneFinanziariaRow } from '../tesoreria/tesoreria.repo.ts';
import type { EstrattoConto, ScriviEstratto } from './estratto-conto.ts';
import { scriviEstrattoPdf } from './estratto-conto-pdf.ts';
import { scriviEstrattoXlsx } from './estratto-conto-xlsx.ts';

const SCRITTORI: Record<FormatoEstrattoConto, ScriviEstratto> = {
  pdf: scriviEstrattoPdf,
  xlsx: scriviEstrattoXlsx,
};

/**
 * Spec 3 §2/§7 POST /esporta/estratto-conto/{id_parte}/{tipo}: the party's completed payments on one
 * method in a scout year, oldest first, with the running balance from the year's opening balance
 * (ending at saldoAnnuale's closing one), written as PDF or XLSX and answered as a signed download
 * URL. Whoever reads the treasury ('tesoreria.leggi': admins, RCSEZ included) may export it.
 */
export async function esportaEstrattoConto(
  sc: ServiceContext,
  storage: Storage,
  input: unknown,
): Promise<{ url: string }> {
  assertCan(sc.viewer, 'tesoreria.leggi');
  const r = parseInput(estrattoContoSchema, input);
  if (!(await sc.loaders.organizzazione.parte.load(r.id_parte))) throw notFound(NON_TROVATO.parte);
  const [saldo, pagamenti, parte, sezione] = await Promise.all([
    saldoAnnuale(sc, r.id_parte, r.anno_scout),
    findTfParte(sc.db, r.id_parte, r.anno_scout, false, r.tipo),
    intestazioneParte(sc, r.id_parte),
    intestazioneParte(sc, ID_PARTE_SEZIONE),
  ]);
  const metodo = saldo.metodi.find((m) => m.tipo === r.tipo);
  const movimenti = await Promise.all(
    pagamenti
      .filter((p) => p.stato === 'completed')
      .sort(
        (a, b) =>
          data(a).getTime() - data(b).getTime() ||
          a.id_transazione_finanziaria - b.id_transazione_finanziaria,
      )
      .map(async (p) => ({
        data: data(p),
        id_transazione_finanziaria: p.id_transazione_finanziaria,
        descrizione: await descrizione(sc, p, r.id_parte),
        ...movimentoSuMetodo(p, r.id_parte, r.tipo),
      })),
  );
  const estratto: EstrattoConto = {
    sezione,
    parte,
    tipo: r.tipo,
    anno_scout: r.anno_scout,
    iniziale: metodo?.iniziale ?? 0,
    finale: metodo?.finale ?? 0,
    righe: conSaldoProgressivo(metodo?.iniziale ?? 0, movimenti),
  };
  const body = await SCRITTORI[r.formato](estratto);
  const nome = `estratto-conto-${r.tipo}-${r.id_parte}-${r.anno_scout}.${r.formato}`;
  const file = await storage.put({ cartella: 'estratti-conto', tipo: r.formato, nome, body });
  return { url: await storage.getSignedUrl(file.key, file.nome) };
}

const data = (p: TransazioneFinanziariaRow) => p.data_pagata ?? p.data_creata;

/** 'Da Mario Rossi: Quota …' for money in, 'A …' for money out, the method pair for a transfer. */
async function descrizione(
  sc: ServiceContext,
  p: TransazioneFinanziariaRow,
  idParte: number,
): Promise<string> {
  if (p.id_parte_da === idParte && p.id_parte_a === idParte) {
    return etichettaMetodi(p.tipo_da as TipoPagamento, p.tipo_a as TipoPagamento) ?? 'Trasferimento';
  }
  const entrata = p.id_parte_a === idParte;
  const [controparte, links] = await Promise.all([
    intestazioneParte(sc, entrata ? p.id_parte_da : p.id_parte_a),
    sc.loaders.tesoreria.transazioniDiTf.load(p.id_transazione_finanziaria),
  ]);
  const dovuti = await Promise.all(
    links.map((l) => sc.loaders.tesoreria.te.load(l.id_transazione_economica)),
  );
  const causali = dovuti.map((te) => te?.causale_desc).filter((c) => c !== undefined);
  return `${entrata ? 'Da' : 'A'} ${controparte.nome}${causali.length > 0 ? `: ${causali.join('; ')}` : ''}`;
}
