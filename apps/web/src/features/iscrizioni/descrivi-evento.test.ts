import { describe, expect, it } from 'vitest';
import { descriviEvento } from './descrivi-evento.ts';

const evento = (table: string, rev_type: string, d: Record<string, [unknown, unknown]>) => ({
  table,
  rev_type,
  details: JSON.stringify(
    Object.fromEntries(Object.entries(d).map(([k, [before, after]]) => [k, { before, after }])),
  ),
});

describe('events list wording (spec 2 §2)', () => {
  it('a state change reads "stato da X a Y" with the spec labels', () => {
    expect(
      descriviEvento(evento('iscrizioni', 'update', { stato_iscrizione: ['prevista', 'incorso'] })),
    ).toBe('Iscrizione: stato da Prevista a In corso');
    expect(
      descriviEvento(
        evento('iscrizioni', 'update', {
          stato_iscrizione: ['sezione', 'completata'],
          n_tessera: [null, '123'],
        }),
      ),
    ).toBe('Iscrizione: stato da Sezione a Nazionale, tessera da — a 123');
  });
  it('creations and deletions name the year, the state and the role', () => {
    expect(
      descriviEvento(
        evento('iscrizioni', 'insert', { anno_scout: [null, 2026], stato_iscrizione: [null, 'prevista'] }),
      ),
    ).toBe('Iscrizione 2026/2027 creata (Prevista)');
    expect(descriviEvento(evento('nomine', 'insert', { id_ruolo: [null, 'CB'] }))).toMatch(
      /^Nomina aggiunta: \S/,
    );
    expect(descriviEvento(evento('nomine', 'delete', { id_ruolo: ['L', null] }))).toMatch(
      /^Nomina eliminata: /,
    );
    expect(descriviEvento(evento('consensi_privacy', 'insert', {}))).toBe('Consensi privacy espressi');
  });
  it('an appointment or enrolment change names the scout year the server gives (decision 0912)', () => {
    const conAnno = <T extends object>(e: T) => ({ ...e, anno_scout: 2026 });
    expect(descriviEvento(conAnno(evento('nomine', 'insert', { id_ruolo: [null, 'CB'] })))).toMatch(
      /^Nomina 2026\/2027 aggiunta: \S/,
    );
    expect(descriviEvento(conAnno(evento('nomine', 'delete', { id_ruolo: ['L', null] })))).toMatch(
      /^Nomina 2026\/2027 eliminata: /,
    );
    expect(descriviEvento(conAnno(evento('nomine', 'update', { id_gruppo: [1, 2] })))).toBe(
      'Nomina 2026/2027 modificata: gruppo',
    );
    expect(
      descriviEvento(conAnno(evento('iscrizioni', 'update', { stato_iscrizione: ['prevista', 'incorso'] }))),
    ).toBe('Iscrizione 2026/2027: stato da Prevista a In corso');
    expect(descriviEvento(conAnno(evento('consensi_privacy', 'insert', {})))).toBe(
      'Consensi privacy espressi',
    );
  });
  it('personal data: the changed fields in Italian; unreadable details do not break the list', () => {
    expect(
      descriviEvento(evento('persone', 'update', { codice_fiscale: ['A', 'B'], residenza_cap: ['1', '2'] })),
    ).toBe('Dati anagrafici modificati: codice fiscale, CAP');
    expect(descriviEvento({ table: 'persone', rev_type: 'insert', details: 'non json' })).toBe(
      'Persona creata',
    );
  });
});
