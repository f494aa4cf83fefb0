import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import {
  controlliPersona,
  elencaControlli,
  elencaControlliPagina,
  ignoraControllo,
  statisticheControlli,
  ultimoRicalcoloControlli,
} from '../controlli.service.ts';

export const controlliResolvers: Resolvers = {
  Query: {
    elencaControlli: async (_p, a, ctx) => elencaControlli(await ctx.service(), a),
    elencaControlliPagina: async (_p, a, ctx) => elencaControlliPagina(await ctx.service(), a),
    statisticheControlli: async (_p, _a, ctx) => statisticheControlli(await ctx.service()),
    controlliPersona: async (_p, a, ctx) => controlliPersona(await ctx.service(), a),
    ultimoRicalcoloControlli: async (_p, _a, ctx) => ultimoRicalcoloControlli(await ctx.service()),
  },
  Mutation: {
    ignoraControllo: async (_p, a, ctx) => ignoraControllo(await ctx.service(), a),
  },
};
