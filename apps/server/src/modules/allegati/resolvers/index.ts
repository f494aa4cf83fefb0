import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { createTransazioneFinanziariaAllegatoPostUrl, getAllegatoSignedUrl } from '../allegati.service.ts';

export const allegatiResolvers: Resolvers = {
  Query: {
    getAllegatoSignedUrl: async (_p, a, ctx) =>
      getAllegatoSignedUrl(await ctx.service(), ctx.storage, a.id_allegato),
  },
  Mutation: {
    createTransazioneFinanziariaAllegatoPostUrl: async (_p, _a, ctx) =>
      createTransazioneFinanziariaAllegatoPostUrl(await ctx.service(), ctx.storage),
  },
};
