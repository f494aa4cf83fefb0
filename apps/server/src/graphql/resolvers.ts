import { allegatiResolvers } from '../modules/allegati/resolvers/index.ts';
import { estrattiBancaResolvers } from '../modules/estratti-banca/resolvers/index.ts';
import { controlliResolvers } from '../modules/controlli/resolvers/index.ts';
import { checkoutResolvers } from '../modules/checkout/resolvers/index.ts';
import { anniScoutResolvers } from '../modules/anni-scout/resolvers/index.ts';
import { iscrizioniResolvers } from '../modules/iscrizioni/resolvers/index.ts';
import { listeAttesaResolvers } from '../modules/liste-attesa/resolvers/index.ts';
import { nazionaleResolvers } from '../modules/nazionale/resolvers/index.ts';
import { organizzazioneResolvers } from '../modules/organizzazione/resolvers/index.ts';
import { permessiResolvers } from '../modules/permessi/resolvers/index.ts';
import { fusioneResolvers } from '../modules/persone/resolvers/fusione.ts';
import { personeResolvers } from '../modules/persone/resolvers/index.ts';
import { promemoriaResolvers } from '../modules/promemoria/resolvers/index.ts';
import { rendicontoResolvers } from '../modules/rendiconto/resolvers/index.ts';
import { ricevuteResolvers } from '../modules/ricevute/resolvers/index.ts';
import { registrazioneResolvers } from '../modules/registrazione/resolvers/index.ts';
import { sistemaResolvers } from '../modules/sistema/resolvers/index.ts';
import { tesoreriaResolvers } from '../modules/tesoreria/resolvers/index.ts';
import { utentiResolvers } from '../modules/utenti/resolvers/index.ts';
import type { Resolvers } from './resolvers-types.gen.ts';

export const resolvers: Resolvers[] = [
  sistemaResolvers,
  anniScoutResolvers,
  organizzazioneResolvers,
  personeResolvers,
  iscrizioniResolvers,
  tesoreriaResolvers,
  registrazioneResolvers,
  utentiResolvers,
  permessiResolvers,
  allegatiResolvers,
  checkoutResolvers,
  controlliResolvers,
  fusioneResolvers,
  rendicontoResolvers,
  ricevuteResolvers,
  promemoriaResolvers,
  estrattiBancaResolvers,
  nazionaleResolvers,
  listeAttesaResolvers,
];
