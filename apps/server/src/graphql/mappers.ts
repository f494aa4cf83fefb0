// The row types the resolvers receive for each GraphQL type (codegen "mappers"): database rows as
// the repositories return them, and the domain's role catalogue entry for Ruolo.
export type { Ruolo as RuoloRow } from '@zaino/domain/ruoli';
export type { AnnoScoutRow } from '../modules/anni-scout/anni-scout.repo.ts';
export type { IscrizioneRow, NominaRow } from '../modules/iscrizioni/iscrizioni.repo.ts';
export type { GruppoRow, ParteRow, UnitaRow } from '../modules/organizzazione/organizzazione.repo.ts';
export type {
  ConsensoPrivacyRow,
  ContattoRow,
  ParentelaRow,
  PersonaVista,
  UtenteRow,
} from '../modules/persone/persone.repo.ts';
export type {
  TransazioneEconomicaRow,
  TransazioneFinanziariaRow,
  TransazioneRow,
} from '../modules/tesoreria/tesoreria.repo.ts';
