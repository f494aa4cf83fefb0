// The demo treasury: budget items and lines, enrolment-fee dues, payments in every state and the
// links between them, with each due's stato consistent with its links (DESIGN.md §7).
import { type StatoPagamento, statoDovuto } from '@zaino/domain/transazioni';
import { type Generatore, istante, iso, type PersonaSeed } from './genera.ts';

type Metodo = 'bank' | 'cash' | 'satispay' | 'stripe';

// Decision 1140: each item with its line of the ETS cash-basis statement (Mod. D).
export const VOCI = [
  [101, 'E01', 'Quote associative', 'EA1'],
  [102, 'E02', 'Contributi e donazioni', 'EA4'],
  [103, 'E03', 'Quote attività e campi', 'EA3'],
  [104, 'E04', 'Contributi da enti pubblici', 'EA8'],
  [105, 'U01', 'Quote nazionali e assicurazione', 'UA5'],
  [106, 'U02', 'Attività e campi', 'UA2'],
  [107, 'U03', 'Sede e utenze', 'UE3'],
  [108, 'E08', 'Fondo di solidarietà', 'EA4'],
  [109, 'E09', 'Formazione capi gratuita', 'EA10'],
  [110, 'U04', 'Formazione capi', 'UA2'],
  [111, 'U05', 'Commissioni bancarie e di pagamento', 'UD1'],
  [112, 'U06', 'Materiale di branca', 'UA1'],
] as const;

// What happens to the fee of a planned (prevista) enrolment, in rotation.
const PIANI_PREVISTA = [
  'nulla',
  'nulla',
  'parziale',
  'nulla',
  'parziale_incorso',
  'rifiutato',
  'avviato',
] as const;

/** Spec 3 §9: card fee in cents. */
const commissioneCarta = (importo: number) =>
  Math.round((importo * 0.015 * 1.22 + 25 * 1.22) / (1 - 0.015 * 1.22));
/** Spec 3 §9: Satispay fee in cents. */
const commissioneSatispay = (importo: number) => Math.round(importo * 0.005) + (importo >= 1000 ? 20 : 0);

interface Dovuto {
  id: number;
  importo: number;
  collegamenti: { importo: number; stato_pagamento: StatoPagamento; pagata: Date | null }[];
}

export function aggiungiTesoreria(g: Generatore): void {
  const { rows, rng } = g;
  for (const [id_voce, codice, descrizione, riga_ets] of VOCI)
    rows.voci.push({ id_voce, codice, descrizione, riga_ets });
  for (const anno of [g.precedente, g.anno]) {
    for (const [id_voce] of VOCI) {
      const preventivo = rng.int(5, 120) * 10_000;
      const consuntivo = anno === g.precedente ? Math.round((preventivo * rng.int(80, 115)) / 100) : 0;
      rows.bilanci.push({ id_parte: 1, anno_scout: anno, id_voce, preventivo, consuntivo });
    }
  }

  const dovuti = new Map<number, Dovuto>();
  const nuovoDovuto = (r: {
    da: PersonaSeed;
    anno: number;
    importo: number;
    desc: string;
    tipo: 'iscrizione' | 'donazione' | 'altro';
    voce: number;
    iscrizione?: number;
  }): Dovuto => {
    const id = rows.dovuti.length + 1;
    rows.dovuti.push({
      id_transazione_economica: id,
      id_parte_da: r.da.parte,
      id_parte_a: 1,
      importo: r.importo,
      causale_desc: r.desc,
      causale_tipo: r.tipo,
      id_voce_a: r.voce,
      data_creata: istante(iso(r.anno, 9, rng.int(1, 20)), 8),
      id_iscrizione: r.iscrizione ?? null,
      anno_scout: r.anno,
    });
    const d: Dovuto = { id, importo: r.importo, collegamenti: [] };
    dovuti.set(id, d);
    return d;
  };
  const paga = (
    da: PersonaSeed,
    anno: number,
    stato: StatoPagamento,
    metodo: Metodo,
    quote: { dovuto: Dovuto; importo: number; uniti: boolean }[],
  ) => {
    const id = rows.pagamenti.length + 1;
    const importo = quote.reduce((s, q) => s + q.importo, 0);
    const creata = g.passato(istante(iso(anno, rng.int(9, 12), rng.int(1, 28)), rng.int(8, 20)));
    const pagata =
      stato === 'completed' ? g.passato(new Date(creata.getTime() + rng.int(0, 3) * 86_400_000)) : null;
    rows.pagamenti.push({
      id_transazione_finanziaria: id,
      id_parte_da: da.parte,
      id_parte_a: 1,
      importo,
      stato,
      tipo_da: metodo,
      tipo_a: metodo,
      commissione_da: metodo === 'stripe' ? commissioneCarta(importo) : 0,
      commissione_a: metodo === 'satispay' ? commissioneSatispay(importo) : 0,
      stripe_payment_id: metodo === 'stripe' ? `pi_demo_${String(id).padStart(8, '0')}` : null,
      satispay_payment_id: metodo === 'satispay' ? `demo-satispay-${id}` : null,
      data_creata: creata,
      data_pagata: pagata,
      anno_scout: anno,
      idempotency_key: `seed-${id}`,
    });
    for (const q of quote) {
      rows.collegamenti.push({
        id_transazione_economica: q.dovuto.id,
        id_transazione_finanziaria: id,
        importo: q.importo,
        da_uniti: q.uniti,
        a_uniti: false,
      });
      q.dovuto.collegamenti.push({ importo: q.importo, stato_pagamento: stato, pagata });
    }
  };
  const metodoSaldato = (): Metodo =>
    rng.pick(['bank', 'bank', 'bank', 'cash', 'stripe', 'stripe', 'satispay']);

  // Enrolment fees: a family pays its settled fees of a year together; the rest one by one.
  const anni = new Map(rows.anni.map((a) => [a.anno_scout, a]));
  let piano = 0;
  for (const anno of [g.precedente, g.anno]) {
    const saldati = new Map<PersonaSeed, { dovuto: Dovuto; importo: number; uniti: boolean }[]>();
    for (const p of g.persone) {
      const isc = p.iscrizioni.get(anno);
      if (!isc || isc.stato === 'nessuna' || isc.stato === 'inprova') continue;
      const a = anni.get(anno)!;
      const quota = isc.giovane
        ? isc.nuovo
          ? a.quota_giovani_nuovi
          : a.quota_giovani_rinnovi
        : isc.nuovo
          ? a.quota_adulti_nuovi
          : a.quota_adulti_rinnovi;
      const dovuto = nuovoDovuto({
        da: p,
        anno,
        importo: quota,
        desc: `Quota ${anno}/${anno + 1} ${p.nome} ${p.cognome}`,
        tipo: 'iscrizione',
        voce: 101,
        iscrizione: isc.id,
      });
      const pagante = p.genitore ?? p;
      const uniti = pagante !== p;
      const intera = { dovuto, importo: quota, uniti };
      if (anno === g.precedente || isc.stato === 'completata' || isc.stato === 'sezione') {
        saldati.set(pagante, [...(saldati.get(pagante) ?? []), intera]);
      } else if (isc.stato === 'incorso') {
        paga(pagante, anno, 'started', 'bank', [intera]);
      } else if (g.demo.get('genitore') !== pagante) {
        const meta = { ...intera, importo: Math.round(quota / 200) * 100 };
        switch (PIANI_PREVISTA[piano++ % PIANI_PREVISTA.length]) {
          case 'parziale':
            paga(pagante, anno, 'completed', 'cash', [meta]);
            break;
          case 'parziale_incorso':
            paga(pagante, anno, 'started', 'bank', [meta]);
            break;
          case 'rifiutato':
            paga(pagante, anno, 'rejected', 'stripe', [intera]);
            break;
          case 'avviato':
            paga(pagante, anno, 'initiated', 'satispay', [intera]);
            break;
        }
      }
    }
    for (const [pagante, quote] of saldati) paga(pagante, anno, 'completed', metodoSaldato(), quote);
  }

  // Summer camp of the previous year, donations, the solidarity fund and free training.
  let n = 0;
  for (const p of g.persone) {
    const prima = p.iscrizioni.get(g.precedente);
    if (prima?.giovane && prima.stato === 'completata' && n++ % 3 === 0) {
      const d = nuovoDovuto({
        da: p,
        anno: g.precedente,
        importo: 15_000,
        desc: `Campo estivo ${g.anno} ${p.nome} ${p.cognome}`,
        tipo: 'altro',
        voce: 103,
      });
      paga(p.genitore ?? p, g.precedente, 'completed', 'bank', [
        { dovuto: d, importo: 15_000, uniti: !!p.genitore },
      ]);
    }
  }
  const genitori = g.persone.filter((p) => g.persone.some((f) => f.genitore === p));
  for (const p of genitori.filter((_, i) => i % 9 === 4).slice(0, 8)) {
    const importo = rng.int(2, 20) * 1000;
    const d = nuovoDovuto({ da: p, anno: g.anno, importo, desc: 'Donazione', tipo: 'donazione', voce: 102 });
    paga(p, g.anno, 'completed', rng.pick(['bank', 'stripe']), [{ dovuto: d, importo, uniti: false }]);
  }
  // Solidarity fund (spec 2 §9, item 108): a partial grant leaves a due for the remainder; a full
  // grant is settled by a zero-value completed cash payment. Free training (item 109) likewise.
  const previsti = g.persone.filter((p) => p.iscrizioni.get(g.anno)?.stato === 'prevista' && p.genitore);
  previsti
    .filter((_, i) => i % 7 === 3)
    .slice(0, 3)
    .forEach((p, i) => {
      const intera = i === 0;
      const d = nuovoDovuto({
        da: p,
        anno: g.anno,
        importo: intera ? 0 : 4000,
        desc: `Fondo di solidarietà: ${intera ? 'quota coperta' : 'quota residua'} ${p.nome} ${p.cognome}`,
        tipo: 'altro',
        voce: 108,
      });
      if (intera)
        paga(p.genitore ?? p, g.anno, 'completed', 'cash', [{ dovuto: d, importo: 0, uniti: !!p.genitore }]);
    });
  const capi = g.persone.filter((p) => {
    const isc = p.iscrizioni.get(g.anno);
    return isc && !isc.giovane && isc.stato === 'completata';
  });
  for (const p of capi.filter((_, i) => i % 10 === 1).slice(0, 2)) {
    const d = nuovoDovuto({
      da: p,
      anno: g.anno,
      importo: 0,
      desc: `Formazione capi gratuita ${p.nome} ${p.cognome}`,
      tipo: 'altro',
      voce: 109,
    });
    paga(p, g.anno, 'completed', 'cash', [{ dovuto: d, importo: 0, uniti: false }]);
  }

  for (const r of rows.dovuti) {
    const d = dovuti.get(r.id_transazione_economica!)!;
    r.stato = statoDovuto(d.importo, d.collegamenti);
    if (r.stato === 'totale_completata') {
      const date = d.collegamenti.map((c) => c.pagata?.getTime() ?? 0);
      r.data_pagata = date.length ? new Date(Math.max(...date)) : (r.data_creata as Date);
    }
  }
}
