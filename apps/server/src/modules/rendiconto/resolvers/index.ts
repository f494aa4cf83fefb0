import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { rendicontoEts } from '../rendiconto.service.ts';

/** Decision 1140: the ETS cash-basis statement (rendiconto.graphql). */
export const rendicontoResolvers: Resolvers = {
  Query: {
    rendicontoEts: async (_p, a, ctx) => rendicontoEts(await ctx.service(), a.anno_scout),
  },
};
