import { categoriaQuota } from '../dovuto-iscrizione.service.ts';
import { ruoloById } from '@zaino/domain/ruoli';
import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import {
  azioniConsentite,
  contaPersone,
  erroriNazionale,
  getRuoli,
  gruppoDellaNomina,
  iscrizioniDellaPersona,
  nomine,
  nominePermesse,
  statiPermessi,
  transazioneEconomica,
} from '../iscrizioni.service.ts';
import { concediAgevolazione, modificaIscrizione, modificaNomina } from '../iscrizioni.modifica.ts';

export const iscrizioniResolvers: Resolvers = {
  Query: {
    contaPersone: async (_parent, args, ctx) =>
      contaPersone(await ctx.service(), args.anno_scout, args.id_parte),
    getRuoli: async (_parent, _args, ctx) => getRuoli(await ctx.service()),
  },
  Mutation: {
    modificaIscrizione: async (_parent, args, ctx) =>
      modificaIscrizione(await ctx.service(), args.modifica_iscrizione),
    modificaNomina: async (_parent, args, ctx) => modificaNomina(await ctx.service(), args.modifica_nomina),
    concediAgevolazione: async (_parent, args, ctx) =>
      concediAgevolazione(await ctx.service(), args.agevolazione),
  },
  Persona: {
    // Same reader as Persona.iscrizione: whoever reads the person reads their enrolments.
    iscrizioni: async (p, _args, ctx) => iscrizioniDellaPersona(await ctx.service(), p.id_persona),
  },
  Iscrizione: {
    nomine: (i, _args, ctx) => i.nomine_lette ?? ctx.service().then((sc) => nomine(sc, i)),
    // A register row was judged once for the whole list; any other enrolment here.
    errori_nazionale: (i, _args, ctx) =>
      i.nazionale_visibile === undefined
        ? ctx.service().then((sc) => erroriNazionale(sc, i))
        : i.nazionale_visibile
          ? i.errori_nazionale
          : null,
    transazione_economica: async (i, _args, ctx) => transazioneEconomica(await ctx.service(), i),
    viewerCan: async (i, _args, ctx) => azioniConsentite(await ctx.service(), i),
    statiConsentiti: async (i, _args, ctx) => statiPermessi(await ctx.service(), i),
    ruoliNominabili: async (i, _args, ctx) => (await nominePermesse(await ctx.service(), i)).ruoli,
    gruppiNominabili: async (i, _args, ctx) => (await nominePermesse(await ctx.service(), i)).gruppi,
    categoria_quota: async (i, _args, ctx) => categoriaQuota(await ctx.service(), i),
  },
  Nomina: {
    // The roles catalogue lives in the domain package (the ruoli table is seeded from it).
    ruolo: (n) => {
      const ruolo = ruoloById(n.id_ruolo);
      if (!ruolo) throw new Error(`ruolo sconosciuto: ${n.id_ruolo}`);
      return ruolo;
    },
    gruppo: (n, _args, ctx) =>
      n.gruppo_letto !== undefined ? n.gruppo_letto : ctx.service().then((sc) => gruppoDellaNomina(sc, n)),
  },
};
