import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import {
  allegatiDelPagamento,
  createTransazioneFinanziariaAllegatoPostUrl,
  getAllegatoSignedUrl,
} from '../allegati.service.ts';

export const allegatiResolvers: Resolvers = {
  Query: {
    getAllegatoSignedUrl: async (_p, a, ctx) =>
      getAllegatoSignedUrl(await ctx.service(), ctx.storage, a.id_allegato),
  },
  TransazioneFinanziaria: {
    allegati: async (tf, _a, ctx) => allegatiDelPagamento(await ctx.service(), tf),
  },
  Mutation: {
    createTransazioneFinanziariaAllegatoPostUrl: async (_p, _a, ctx) =>
      createTransazioneFinanziariaAllegatoPostUrl(await ctx.service(), ctx.storage),
  },
};
