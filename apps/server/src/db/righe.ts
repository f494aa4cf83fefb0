// Row types of the treasury's tables, for the modules below the treasury (decision 0309: an enrolment
// creates its fee due, a person lists its dues) that must name a row without importing the treasury.
// Only types: the tables stay behind the repositories.
import type { transazioni, transazioniEconomiche, transazioniFinanziarie } from './schema/index.ts';

export type TransazioneEconomicaRow = typeof transazioniEconomiche.$inferSelect;
export type TransazioneRow = typeof transazioni.$inferSelect;
export type TransazioneFinanziariaRow = typeof transazioniFinanziarie.$inferSelect;
