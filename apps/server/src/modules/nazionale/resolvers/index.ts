import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { prendiDalNazionale, schedaNazionale } from '../scheda.service.ts';

export const nazionaleResolvers: Resolvers = {
  Query: {
    schedaNazionale: async (_p, a, ctx) => schedaNazionale(await ctx.service(), a.id_persona),
  },
  Mutation: {
    prendiDalNazionale: async (_p, a, ctx) => prendiDalNazionale(await ctx.service(), a),
  },
};
