import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import {
  elencaBilanci,
  elencaVoci,
  modificaBilancio,
  modificaParte,
  modificaSaldoAnnuale,
  modificaVoce,
  saldoAnnuale,
} from '../bilancio.service.ts';

/** Issue 11: budget items, budget lines, other subjects, annual balances (bilancio.graphql). */
export const bilancioResolvers = {
  Query: {
    // anno_scout is accepted for the spec's call; the catalogue has no year (decision 1101).
    elencaVoci: async (_p, _a, ctx) => elencaVoci(await ctx.service()),
    elencaBilanci: async (_p, a, ctx) => elencaBilanci(await ctx.service(), a.anno_scout, a.id_parte),
    saldoAnnuale: async (_p, a, ctx) => saldoAnnuale(await ctx.service(), a.id_parte, a.anno_scout),
  },
  Mutation: {
    modificaVoce: async (_p, a, ctx) => modificaVoce(await ctx.service(), a.modifica_voce),
    modificaBilancio: async (_p, a, ctx) => modificaBilancio(await ctx.service(), a.modifica_bilancio),
    modificaParte: async (_p, a, ctx) => modificaParte(await ctx.service(), a.modifica_parte),
    modificaSaldoAnnuale: async (_p, a, ctx) =>
      modificaSaldoAnnuale(await ctx.service(), a.modifica_saldo_annuale),
  },
} satisfies Resolvers;
