import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { reinviaRicevuta } from '../reinvia-ricevuta.service.ts';

/** Decision 1153: 'Reinvia ricevuta' (ricevute.graphql). */
export const ricevuteResolvers: Resolvers = {
  Mutation: {
    reinviaRicevuta: async (_p, a, ctx) =>
      reinviaRicevuta(await ctx.service(), { ...ctx.posta, storage: ctx.storage, log: ctx.log }, a),
  },
};
