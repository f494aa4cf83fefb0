import { describe, expect, it } from 'vitest';
import { formatEuro } from './formato.ts';
import {
  bonificiDaCompletare,
  bonificoCompletabile,
  copreIlBonifico,
  MOTIVI_NON_ABBINABILE,
  sceltaDovutoPerMovimento,
} from './scelta-dovuto-movimento.ts';
import type { LinkDovuto } from './transazioni.ts';

const l = (importo: number, stato_pagamento: string): LinkDovuto => ({ importo, stato_pagamento });
const dovuto = (importo: number, transazioni: LinkDovuto[], id_parte_da = 42) => ({
  importo,
  id_parte_da,
  transazioni,
});

describe('decision 1155: a searched due as the match of a bank line', () => {
  it('an unpaid due is offered for its amount, at most the line', () => {
    expect(sceltaDovutoPerMovimento(dovuto(12_000, []), 20_000)).toEqual({
      abbinabile: true,
      residuo: 12_000,
      proposto: 12_000,
    });
    expect(sceltaDovutoPerMovimento(dovuto(12_000, []), 5_000)).toMatchObject({ proposto: 5_000 });
  });

  it('a partly paid due is offered for what it still owes, not its whole amount', () => {
    const d = dovuto(12_000, [l(7_000, 'completed')]);
    expect(sceltaDovutoPerMovimento(d, 12_000)).toEqual({
      abbinabile: true,
      residuo: 5_000,
      proposto: 5_000,
    });
    expect(sceltaDovutoPerMovimento(d, 3_000)).toMatchObject({ residuo: 5_000, proposto: 3_000 });
  });

  it('only completed and started payments count, as for the due state', () => {
    const d = dovuto(12_000, [l(2_000, 'started'), l(9_000, 'rejected'), l(9_000, 'initiated')]);
    expect(sceltaDovutoPerMovimento(d, 50_000)).toMatchObject({ abbinabile: true, residuo: 10_000 });
  });

  it('a fully paid (or overpaid) due is no choice, and says why', () => {
    expect(sceltaDovutoPerMovimento(dovuto(12_000, [l(12_000, 'completed')]), 12_000)).toEqual({
      abbinabile: false,
      residuo: 0,
      motivo: MOTIVI_NON_ABBINABILE.pagata,
    });
    expect(sceltaDovutoPerMovimento(dovuto(12_000, [l(15_000, 'completed')]), 100)).toMatchObject({
      abbinabile: false,
      motivo: MOTIVI_NON_ABBINABILE.pagata,
    });
  });

  it('a due covered by a started transfer is no choice: the transfer is what the line completes', () => {
    const d = dovuto(12_000, [l(5_000, 'completed'), l(7_000, 'started')]);
    expect(sceltaDovutoPerMovimento(d, 7_000)).toEqual({
      abbinabile: false,
      residuo: 0,
      motivo: MOTIVI_NON_ABBINABILE.inCorso,
    });
  });

  it('a zero due and a due the section owes are no choice', () => {
    expect(sceltaDovutoPerMovimento(dovuto(0, []), 1_000)).toMatchObject({
      abbinabile: false,
      motivo: MOTIVI_NON_ABBINABILE.zero,
    });
    expect(sceltaDovutoPerMovimento(dovuto(12_000, [], 1), 12_000)).toMatchObject({
      abbinabile: false,
      motivo: MOTIVI_NON_ABBINABILE.sezione,
    });
  });

  it('decision 1157: the started bank transfers a line may complete instead, each once', () => {
    const link = (id: number, stato_pagamento: string, tipo_da: string | null) => ({
      importo: 6_000,
      stato_pagamento,
      id_transazione_finanziaria: id,
      tipo_da,
    });
    const d = dovuto(12_000, [
      link(7, 'started', 'bank'),
      link(8, 'started', 'stripe'),
      link(9, 'completed', 'bank'),
      link(7, 'started', 'bank'),
      link(10, 'started', null),
      link(11, 'rejected', 'bank'),
      link(12, 'started', 'bank'),
    ]);
    expect(bonificiDaCompletare(d, 6_000).map((b) => b.id_transazione_finanziaria)).toEqual([7, 12]);
    expect(bonificiDaCompletare(dovuto(12_000, [l(12_000, 'started')]), 12_000)).toEqual([]);
  });

  it('decision 1157: a line smaller than what the transfer covers cannot complete it, and says what to do', () => {
    const annunciato = {
      importo: 3_000,
      stato_pagamento: 'started',
      id_transazione_finanziaria: 272,
      tipo_da: 'bank',
      importo_pagamento: 5_500,
      coperto_dal_pagamento: 5_000,
    };
    const d = dovuto(3_000, [annunciato]);
    expect(bonificiDaCompletare(d, 5_000)).toEqual([
      { id_transazione_finanziaria: 272, importo: 5_500, motivo: null },
    ]);
    expect(bonificiDaCompletare(d, 4_999)).toEqual([
      {
        id_transazione_finanziaria: 272,
        importo: 5_500,
        motivo: `il movimento è minore dei ${formatEuro(5_000)} che copre: correggi il pagamento o abbina il movimento a un'altra quota`,
      },
    ]);
  });

  it("decision 1157: a section's due offers no transfer; only money announced to the section is completed", () => {
    const link = {
      importo: 6_000,
      stato_pagamento: 'started',
      id_transazione_finanziaria: 7,
      tipo_da: 'bank',
    };
    expect(bonificiDaCompletare(dovuto(6_000, [link], 1), 6_000)).toEqual([]);
    const famiglia = { tipo_da: 'bank', tipo_a: 'bank', id_parte_da: 42, id_parte_a: 1, stato: 'started' };
    expect(bonificoCompletabile(famiglia)).toBe(true);
    expect(bonificoCompletabile({ ...famiglia, stato: 'initiated' })).toBe(true);
    // The section paying a supplier, or moving money between its own accounts, is no incoming money.
    expect(bonificoCompletabile({ ...famiglia, id_parte_da: 1, id_parte_a: 317 })).toBe(false);
    expect(bonificoCompletabile({ ...famiglia, id_parte_da: 1, tipo_a: 'cash' })).toBe(false);
    expect(bonificoCompletabile({ ...famiglia, tipo_a: 'cash' })).toBe(false);
    expect(bonificoCompletabile({ ...famiglia, id_parte_a: 42 })).toBe(false);
    // A due owed to a group's party is paid to the section's bank too.
    expect(bonificoCompletabile({ ...famiglia, id_parte_a: 9 })).toBe(true);
    expect(bonificoCompletabile({ ...famiglia, tipo_da: 'stripe' })).toBe(false);
    for (const stato of ['completed', 'rejected'])
      expect(bonificoCompletabile({ ...famiglia, stato })).toBe(false);
  });

  it('decision 1141: a line completes a transfer when, less the fee, it covers what the transfer covers', () => {
    expect(copreIlBonifico(5_000, 0, 5_000)).toBe(true);
    expect(copreIlBonifico(5_100, 0, 5_000)).toBe(true);
    expect(copreIlBonifico(4_999, 0, 5_000)).toBe(false);
    expect(copreIlBonifico(5_100, 150, 5_000)).toBe(false);
  });
});
