import { describe, expect, it } from 'vitest';
import { gruppiOfferti, nominaGestibile, ruoliOfferti } from './nomine-assegnabili.ts';

const ruoli = ['CG', 'CB', 'L', 'ST', 'CENS'].map((id_ruolo) => ({ id_ruolo }));
const gruppi = [1, 2, 3].map((id_gruppo) => ({ id_gruppo }));

describe('the appointment form offers what the server allows (decision 1001)', () => {
  const capoGruppo = { ruoliNominabili: ['CG', 'CB', 'L'], gruppiNominabili: [2] };
  const segreteria = { ruoliNominabili: ruoli.map((r) => r.id_ruolo), gruppiNominabili: null };

  it('a group head: the roles that take a group, in the group they head', () => {
    expect(ruoliOfferti(capoGruppo, ruoli).map((r) => r.id_ruolo)).toEqual(['CG', 'CB', 'L']);
    expect(gruppiOfferti(capoGruppo, gruppi)).toEqual([{ id_gruppo: 2 }]);
  });

  it('the secretary: every role and every group', () => {
    expect(ruoliOfferti(segreteria, ruoli)).toEqual(ruoli);
    expect(gruppiOfferti(segreteria, gruppi)).toEqual(gruppi);
  });

  it('edit and delete only on an appointment the viewer could give', () => {
    expect(nominaGestibile(capoGruppo, { id_ruolo: 'CB', id_gruppo: 2 })).toBe(true);
    expect(nominaGestibile(capoGruppo, { id_ruolo: 'CB', id_gruppo: 3 })).toBe(false);
    expect(nominaGestibile(capoGruppo, { id_ruolo: 'CENS', id_gruppo: null })).toBe(false);
    expect(nominaGestibile(segreteria, { id_ruolo: 'CENS', id_gruppo: null })).toBe(true);
    expect(
      nominaGestibile({ ruoliNominabili: [], gruppiNominabili: [] }, { id_ruolo: 'L', id_gruppo: 2 }),
    ).toBe(false);
  });
});
