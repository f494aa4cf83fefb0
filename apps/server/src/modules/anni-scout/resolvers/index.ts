import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { azioniConsentite, getAnniScout, getAsAttivo, presenteOFuturo } from '../anni-scout.service.ts';

export const anniScoutResolvers: Resolvers = {
  Query: {
    getAsAttivo: async (_parent, _args, ctx) => getAsAttivo(await ctx.service()),
    getAnniScout: async (_parent, _args, ctx) => getAnniScout(await ctx.service()),
  },
  AnnoScout: {
    presenteOFuturo: (anno) => presenteOFuturo(anno),
    viewerCan: async (anno, _args, ctx) => azioniConsentite(await ctx.service(), anno),
  },
};
