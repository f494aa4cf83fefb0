import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { anteprimaPromemoria, inviaPromemoria, storicoPromemoria } from '../promemoria.service.ts';

/** Decision 1152: payment reminders (promemoria.graphql). */
export const promemoriaResolvers: Resolvers = {
  Query: {
    anteprimaPromemoria: async (_p, _a, ctx) => anteprimaPromemoria(await ctx.service()),
    storicoPromemoria: async (_p, a, ctx) => storicoPromemoria(await ctx.service(), a),
  },
  Mutation: {
    inviaPromemoria: async (_p, _a, ctx) =>
      inviaPromemoria(await ctx.service(), { ...ctx.posta, log: ctx.log }),
  },
};
