import { describe, expect, it } from 'vitest';
import type { AnnoScout } from './anno-scout.ts';
import { quotaDaPreparare } from './quota-da-preparare.ts';

const anno: AnnoScout = {
  anno_scout: 2026,
  attivo: true,
  inizio_fiscale: '2026-09-01',
  limite_iscrizioni: '2027-05-31',
  limite_mora: '2026-12-31',
  mora_nuovi: 1500,
  mora_rinnovi: 1000,
  quota_giovani_nuovi: 9000,
  quota_giovani_rinnovi: 8500,
  quota_adulti_nuovi: 6000,
  quota_adulti_rinnovi: 5500,
};
const iscrizione = {
  anno_scout: 2026,
  stato_iscrizione: 'prevista',
  categoria_quota: { adulto: false, nuovo: false },
  transazione_economica: null,
};

describe('quotaDaPreparare (decision 1019): the new year fee before its due exists', () => {
  it('a renewal opened by the yearly cycle: the renewal fee, in time', () => {
    expect(quotaDaPreparare(anno, iscrizione, '2026-10-01')).toEqual({ anno_scout: 2026, importo: 8500 });
  });
  it('after limite_mora the late fee of the category is included', () => {
    expect(quotaDaPreparare(anno, iscrizione, '2027-01-10')?.importo).toBe(9500);
    const nuovoAdulto = { ...iscrizione, categoria_quota: { adulto: true, nuovo: true } };
    expect(quotaDaPreparare(anno, nuovoAdulto, '2027-01-10')?.importo).toBe(7500);
  });
  it('nothing when the due exists, the state may not pay, the year is another or unknown', () => {
    const conDovuto = { ...iscrizione, transazione_economica: { id_transazione_economica: 4 } };
    expect(quotaDaPreparare(anno, conDovuto, '2026-10-01')).toBeNull();
    for (const stato of ['nessuna', 'inprova'])
      expect(quotaDaPreparare(anno, { ...iscrizione, stato_iscrizione: stato }, '2026-10-01')).toBeNull();
    expect(quotaDaPreparare(anno, { ...iscrizione, anno_scout: 2025 }, '2026-10-01')).toBeNull();
    expect(quotaDaPreparare(null, iscrizione, '2026-10-01')).toBeNull();
    expect(quotaDaPreparare(anno, null, '2026-10-01')).toBeNull();
  });
});
