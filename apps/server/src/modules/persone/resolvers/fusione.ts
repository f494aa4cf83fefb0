import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { anteprimaFusione, unisciPersone } from '../fusione.service.ts';

export const fusioneResolvers: Resolvers = {
  Query: {
    anteprimaFusione: async (_p, a, ctx) => anteprimaFusione(await ctx.service(), a),
  },
  Mutation: {
    unisciPersone: async (_p, a, ctx) => unisciPersone(await ctx.service(), a),
  },
};
