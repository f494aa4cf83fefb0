import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { mappatureCsvBanca, movimentiBanca, riepilogoMovimentiBanca } from '../abbinamenti.service.ts';
import {
  assegnaUscitaBanca,
  confermaMovimentiBanca,
  ignoraMovimentoBanca,
} from '../conferma-movimento.service.ts';

// The rule names of the domain use a hyphen, the SDL enum an underscore.
const regola = (r: string) => r.replace('-', '_') as 'nome_importo';

/** Issue 26, decision 1141: bank statement lines (estratti-banca.graphql). */
export const estrattiBancaResolvers: Resolvers = {
  Query: {
    movimentiBanca: async (_p, a, ctx) => {
      const righe = await movimentiBanca(await ctx.service(), a.stato);
      return righe.map((r) => ({
        ...r,
        stato: r.stato as 'da_abbinare',
        suggerimenti: r.suggerimenti.map((s) => ({ ...s, regola: regola(s.regola) })),
      }));
    },
    riepilogoMovimentiBanca: async (_p, _a, ctx) => riepilogoMovimentiBanca(await ctx.service()),
    mappatureCsvBanca: async (_p, _a, ctx) => mappatureCsvBanca(await ctx.service()),
  },
  Mutation: {
    confermaMovimentiBanca: async (_p, a, ctx) =>
      confermaMovimentiBanca(await ctx.service(), { ricevute: ctx.ricevute }, a.conferme),
    ignoraMovimentoBanca: async (_p, a, ctx) => {
      const m = await ignoraMovimentoBanca(await ctx.service(), a);
      return {
        ...m,
        stato: m.stato as 'da_abbinare',
        suggerimenti: [],
        possibile_doppio_pagamento: [],
        quote_pagate: [],
      };
    },
    assegnaUscitaBanca: async (_p, a, ctx) =>
      assegnaUscitaBanca(await ctx.service(), { ricevute: ctx.ricevute }, a.assegna),
  },
};
