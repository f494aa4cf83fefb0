import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { modificaUtente } from '../modifica-utente.service.ts';

export const utentiResolvers: Resolvers = {
  Mutation: {
    modificaUtente: async (_parent, args, ctx) => modificaUtente(await ctx.service(), ctx.identity, args),
  },
};
