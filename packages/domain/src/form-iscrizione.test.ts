import { describe, expect, it } from 'vitest';
import type { NominaRef, Viewer } from './accesso.ts';
import {
  formAgevolazioneEsito,
  MSG_ISCRIZIONE,
  schemaAgevolazione,
  schemaModificaIscrizione,
  schemaModificaNomina,
} from './form-iscrizione.ts';
import { type IscrizioneTarget, nomineAssegnabili, puoGestireNomina, statiConsentiti } from './permessi.ts';
import { valida } from './validazione.ts';

const messaggi = (r: ReturnType<typeof valida>) => (r.ok ? [] : r.errori.map((e) => e.messaggio));

describe('schemaModificaIscrizione', () => {
  it('a creation needs the person and the year', () => {
    expect(messaggi(valida(schemaModificaIscrizione, {}))).toEqual([
      MSG_ISCRIZIONE.persona,
      MSG_ISCRIZIONE.anno,
    ]);
    expect(valida(schemaModificaIscrizione, { id_persona: 3, anno_scout: 2025 }).ok).toBe(true);
  });
  it('an edit needs a state or a card number; the card is trimmed and at most 20 characters', () => {
    expect(messaggi(valida(schemaModificaIscrizione, { id_iscrizione: 1 }))).toEqual([MSG_ISCRIZIONE.niente]);
    const ok = valida(schemaModificaIscrizione, { id_iscrizione: 1, n_tessera: ' 12/34 ' });
    expect(ok.ok && ok.dati.n_tessera).toBe('12/34');
    expect(
      messaggi(valida(schemaModificaIscrizione, { id_iscrizione: 1, n_tessera: '1'.repeat(21) })),
    ).toEqual([MSG_ISCRIZIONE.tessera]);
    expect(messaggi(valida(schemaModificaIscrizione, { id_iscrizione: 1, stato_iscrizione: 'boh' }))).toEqual(
      [MSG_ISCRIZIONE.stato],
    );
    expect(valida(schemaModificaIscrizione, { id_iscrizione: 1, n_tessera: '' }).ok).toBe(true);
  });
});

describe('schemaModificaNomina', () => {
  it('the role must be in the catalogue; a direct or young role needs a group', () => {
    expect(messaggi(valida(schemaModificaNomina, { id_iscrizione: 1, id_ruolo: 'XX' }))).toEqual([
      MSG_ISCRIZIONE.ruolo,
    ]);
    expect(messaggi(valida(schemaModificaNomina, { id_iscrizione: 1, id_ruolo: 'CB' }))).toEqual([
      MSG_ISCRIZIONE.gruppo,
    ]);
    expect(messaggi(valida(schemaModificaNomina, { id_ruolo: 'CB', id_gruppo: 1 }))).toEqual([
      MSG_ISCRIZIONE.iscrizione,
    ]);
  });
  it('a role without a group drops the group sent; deleting needs no role', () => {
    const r = valida(schemaModificaNomina, { id_iscrizione: 1, id_ruolo: 'COS', id_gruppo: 4 });
    expect(r.ok && r.dati.id_gruppo).toBeNull();
    const g = valida(schemaModificaNomina, { id_iscrizione: 1, id_ruolo: 'L', id_gruppo: 4 });
    expect(g.ok && g.dati.id_gruppo).toBe(4);
    expect(valida(schemaModificaNomina, { id_nomina: 9, elimina: true }).ok).toBe(true);
  });
});

describe('formAgevolazioneEsito (decision 1001)', () => {
  it('the whole fund (absent or equal) settles at zero with item 108', () => {
    for (const importo of [undefined, null, 8500]) {
      const e = formAgevolazioneEsito(8500, 'fondo_solidarieta', importo);
      expect(e.ok && e.piano).toMatchObject({ tipo: 'pagamento_nullo', importo: 0, id_voce: 108 });
    }
  });
  it('a partial fund leaves the remainder, and fund + remainder is the fee (no double count)', () => {
    for (const fondo of [1, 3000, 8499]) {
      const e = formAgevolazioneEsito(8500, 'fondo_solidarieta', fondo);
      if (!e.ok) throw new Error(e.messaggio);
      expect(e.piano).toMatchObject({ tipo: 'dovuto_residuo', id_voce: 108 });
      expect(e.piano.importo + fondo).toBe(8500);
      expect(e.dettagli).toContain('su 85,00 €');
    }
  });
  it('refuses more than the fee or a non-positive amount; free training ignores the amount', () => {
    expect(formAgevolazioneEsito(8500, 'fondo_solidarieta', 8501).ok).toBe(false);
    expect(formAgevolazioneEsito(8500, 'fondo_solidarieta', 0).ok).toBe(false);
    const f = formAgevolazioneEsito(8500, 'formazione_gratuita', 99_999);
    expect(f.ok && f.piano).toMatchObject({ tipo: 'pagamento_nullo', importo: 0, id_voce: 109 });
    expect(
      valida(schemaAgevolazione, { id_iscrizione: 1, tipo: 'fondo_solidarieta', importo: 10.5 }).ok,
    ).toBe(false);
  });
});

const n = (id_ruolo: string, id_gruppo: number | null = null): NominaRef => ({ id_ruolo, id_gruppo });
const v = (nomine: NominaRef[]): Viewer => ({ signedIn: true, id_persona: 1, nomine, persone_correlate: [] });
const iscr = (stato: IscrizioneTarget['stato_iscrizione'], anno_attivo = true): IscrizioneTarget => ({
  tipo: 'iscrizione',
  persona: { id_persona: 10, nomine: [n('L', 1)] },
  stato_iscrizione: stato,
  anno_attivo,
  stato_transazione: null,
});

describe('statiConsentiti and puoGestireNomina', () => {
  it('super: every state in the active year; lead: only the three lead states; none outside it', () => {
    expect(statiConsentiti(v([n('CENS')]), iscr('completata'))).toHaveLength(6);
    expect(statiConsentiti(v([n('CB', 1)]), iscr('prevista')).sort()).toEqual([
      'inprova',
      'nessuna',
      'prevista',
    ]);
    expect(statiConsentiti(v([n('CB', 1)]), iscr('incorso'))).toEqual([]);
    expect(statiConsentiti(v([n('CENS')]), iscr('prevista', false))).toEqual([]);
    expect(statiConsentiti(v([n('CB', 2)]), iscr('prevista'))).toEqual([]);
  });
  it('a group head manages only their group, never a section role; super anything', () => {
    const cg = v([n('CG', 1)]);
    expect(puoGestireNomina(cg, n('CB', 1))).toBe(true);
    expect(puoGestireNomina(cg, n('CB', 2))).toBe(false);
    expect(puoGestireNomina(cg, n('CENS'))).toBe(false);
    expect(puoGestireNomina(v([n('CB', 1)]), n('L', 1))).toBe(false);
    expect(puoGestireNomina(v([n('PSEZ')]), n('CENS'))).toBe(true);
  });
  it('the appointment form offers a group head only what they may give, in their group', () => {
    const cg = v([n('CG', 1)]);
    const { ruoli, gruppi } = nomineAssegnabili(cg, iscr('prevista'));
    expect(gruppi).toEqual([1]);
    expect(ruoli).toContain('CB');
    expect(ruoli).toContain('L');
    expect(ruoli).toContain('VCG');
    // a section role, and a role that takes no group (stored without one: only super manages it)
    expect(ruoli).not.toContain('CENS');
    expect(ruoli).not.toContain('ST');
    for (const id_ruolo of ruoli) expect(puoGestireNomina(cg, { id_ruolo, id_gruppo: 1 })).toBe(true);
    expect(nomineAssegnabili(v([n('CENS')]), iscr('prevista'))).toMatchObject({ gruppi: null });
    expect(nomineAssegnabili(v([n('CENS')]), iscr('prevista')).ruoli).toContain('CENS');
    expect(nomineAssegnabili(v([n('CB', 1)]), iscr('prevista'))).toEqual({ ruoli: [], gruppi: [] });
    expect(nomineAssegnabili(cg, iscr('prevista', false))).toEqual({ ruoli: [], gruppi: [] });
  });
});
