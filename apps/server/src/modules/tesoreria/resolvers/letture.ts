import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import {
  cercaIscrizione,
  cercaParte,
  cercaTransazioneEconomica,
  cercaTransazioneFinanziaria,
  dovutoDelCollegamento,
  getTeParte,
  getTfParte,
  getTfParteTipo,
  getTfPersona,
  getTrasferimentiParte,
  iscrizione,
  personaDellIscrizione,
  transazioneEconomica,
  transazioneFinanziaria,
  transazioniDelPagamento,
} from '../letture.service.ts';

/** Issue 11: the treasury's reads (letture.graphql). */
export const lettureResolvers = {
  Query: {
    getTeParte: async (_p, a, ctx) => getTeParte(await ctx.service(), a.id_parte, a.anno_scout ?? null),
    getTfParte: async (_p, a, ctx) =>
      getTfParte(await ctx.service(), a.id_parte, a.anno_scout ?? null, a.exclude_useless === true),
    getTfParteTipo: async (_p, a, ctx) =>
      getTfParteTipo(await ctx.service(), a.id_parte, a.tipo, a.anno_scout ?? null),
    getTfPersona: async (_p, a, ctx) => getTfPersona(await ctx.service(), a.id_persona),
    getTrasferimentiParte: async (_p, a, ctx) =>
      getTrasferimentiParte(await ctx.service(), a.id_parte, a.anno_scout ?? null),
    transazioneFinanziaria: async (_p, a, ctx) =>
      transazioneFinanziaria(await ctx.service(), a.id_transazione_finanziaria),
    transazioneEconomica: async (_p, a, ctx) =>
      transazioneEconomica(await ctx.service(), a.id_transazione_economica),
    cercaTransazioneFinanziaria: async (_p, a, ctx) =>
      cercaTransazioneFinanziaria(await ctx.service(), a.search_key),
    cercaTransazioneEconomica: async (_p, a, ctx) =>
      cercaTransazioneEconomica(await ctx.service(), a.search_key),
    cercaParte: async (_p, a, ctx) => cercaParte(await ctx.service(), a.search_key),
    iscrizione: async (_p, a, ctx) => iscrizione(await ctx.service(), a.id_iscrizione),
    cercaIscrizione: async (_p, a, ctx) => cercaIscrizione(await ctx.service(), a.search_key, a.anno_scout),
  },
  TransazioneFinanziaria: {
    transazioni: async (tf, _a, ctx) => transazioniDelPagamento(await ctx.service(), tf),
  },
  Transazione: {
    transazione_economica: async (link, _a, ctx) => dovutoDelCollegamento(await ctx.service(), link),
  },
  Iscrizione: {
    persona: async (i, _a, ctx) => personaDellIscrizione(await ctx.service(), i),
  },
} satisfies Resolvers;
