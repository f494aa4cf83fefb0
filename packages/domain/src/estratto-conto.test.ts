import { describe, expect, it } from 'vitest';
import { conSaldoProgressivo, estrattoContoSchema, movimentoSuMetodo } from './estratto-conto.ts';

const base = { importo: 1000, commissione_da: 0, commissione_a: 0, tipo_da: 'bank', tipo_a: 'bank' };

describe('account statement (spec 3 §2)', () => {
  it('reads a payment as money in when the party is paid, out when it pays, fees included', () => {
    expect(
      movimentoSuMetodo({ ...base, id_parte_da: 7, id_parte_a: 1, commissione_a: 30 }, 1, 'bank'),
    ).toEqual({ entrata: 970, uscita: 0 });
    expect(
      movimentoSuMetodo({ ...base, id_parte_da: 1, id_parte_a: 7, commissione_da: 20 }, 1, 'bank'),
    ).toEqual({ entrata: 0, uscita: 1020 });
    expect(movimentoSuMetodo({ ...base, id_parte_da: 7, id_parte_a: 1 }, 1, 'cash')).toEqual({
      entrata: 0,
      uscita: 0,
    });
  });

  it('a transfer between two methods of the party leaves one and enters the other', () => {
    const versamento = { ...base, id_parte_da: 1, id_parte_a: 1, tipo_da: 'cash', tipo_a: 'bank' };
    expect(movimentoSuMetodo(versamento, 1, 'cash')).toEqual({ entrata: 0, uscita: 1000 });
    expect(movimentoSuMetodo(versamento, 1, 'bank')).toEqual({ entrata: 1000, uscita: 0 });
  });

  it('keeps a running balance from the opening one', () => {
    const righe = conSaldoProgressivo(500, [
      { entrata: 1000, uscita: 0 },
      { entrata: 0, uscita: 2000 },
    ]);
    expect(righe.map((r) => r.saldo)).toEqual([1500, -500]);
  });

  it('reads the request: path values as numbers, pdf by default, Italian messages', () => {
    expect(estrattoContoSchema.parse({ id_parte: '3', tipo: 'cash', anno_scout: 2025 })).toEqual({
      id_parte: 3,
      tipo: 'cash',
      anno_scout: 2025,
      formato: 'pdf',
    });
    const r = estrattoContoSchema.safeParse({ id_parte: '3', tipo: 'oro', anno_scout: 'x', formato: 'doc' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Metodo di pagamento non valido',
      'Scegliere un anno scout',
      'Formato non valido: pdf o xlsx',
    ]);
  });
});
