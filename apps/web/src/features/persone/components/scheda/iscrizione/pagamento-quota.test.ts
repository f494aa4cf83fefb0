import { describe, expect, it } from 'vitest';
import { pagamentoQuota } from './pagamento-quota.ts';

describe("'Pagamento quota' of the enrolment (spec 2 §4)", () => {
  it('an administrator reads the state of the due and its amount', () => {
    expect(pagamentoQuota({ stato: 'totale_completata', importo: 6000 }, ['persona.pagamenti'])).toBe(
      'Completato (60,00 €)',
    );
    expect(pagamentoQuota({ stato: 'parziale_incorso', importo: '8500' }, ['persona.pagamenti'])).toBe(
      'Incompleto (85,00 €)',
    );
  });

  it("without a due, an administrator reads 'Non effettuato'", () => {
    expect(pagamentoQuota(null, ['persona.leggi', 'persona.pagamenti'])).toBe('Non effettuato');
  });

  it('a leader who may not read the due is told nothing, never a false "Non effettuato"', () => {
    expect(pagamentoQuota(null, ['persona.leggi', 'persona.modifica'])).toBeNull();
  });

  it('a viewer the server sends the due to (the auditor) reads it', () => {
    expect(pagamentoQuota({ stato: 'no', importo: 6000 }, ['persona.leggi'])).toBe(
      'Non effettuato (60,00 €)',
    );
  });

  it("an unknown state of the due is 'n/d'", () => {
    expect(pagamentoQuota({ stato: 'strano', importo: 100 }, ['persona.pagamenti'])).toBe('n/d (1,00 €)');
  });
});
