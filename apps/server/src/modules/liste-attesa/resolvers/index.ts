import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import {
  aggiungiVoce,
  listeAttesa,
  modificaPosti,
  rimuoviVoce,
  spostaVoce,
} from '../liste-attesa.service.ts';

/** Decision 1024: the office's waiting lists (liste-attesa.graphql). */
export const listeAttesaResolvers: Resolvers = {
  Query: {
    listeAttesa: async (_p, a, ctx) => listeAttesa(await ctx.service(), a),
  },
  Mutation: {
    aggiungiVoceListaAttesa: async (_p, a, ctx) => aggiungiVoce(await ctx.service(), a),
    rimuoviVoceListaAttesa: async (_p, a, ctx) => rimuoviVoce(await ctx.service(), a),
    spostaVoceListaAttesa: async (_p, a, ctx) => spostaVoce(await ctx.service(), a),
    modificaPostiUnita: async (_p, a, ctx) => modificaPosti(await ctx.service(), a),
  },
};
