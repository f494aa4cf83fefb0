import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { parteCollegata } from '../../organizzazione/organizzazione.service.ts';
import { modificaTransazioneEconomica } from '../modifica-dovuto.service.ts';
import { modificaTransazioneFinanziaria } from '../modifica-pagamento.service.ts';
import { statoPagamentoDelCollegamento, transazioneFinanziaria, transazioni } from '../tesoreria.service.ts';
import { bilancioResolvers } from './bilancio.ts';
import { lettureResolvers } from './letture.ts';
import { unisciResolvers } from './unisci.ts';

const base: Resolvers = {
  Mutation: {
    // The enrolment-fee form (id_iscrizione alone) and the full due form (decision 1110).
    modificaTransazioneEconomica: async (_parent, args, ctx) =>
      modificaTransazioneEconomica(await ctx.service(), args.modifica_transazione_economica),
    modificaTransazioneFinanziaria: async (_parent, args, ctx) =>
      modificaTransazioneFinanziaria(
        await ctx.service(),
        { storage: ctx.storage, ricevute: ctx.ricevute },
        args.modifica_transazione_finanziaria,
      ),
  },
  TransazioneEconomica: {
    parte_da: async (te, _args, ctx) =>
      parteCollegata(await ctx.service(), te.id_parte_da, 'parte.leggiInCassa'),
    parte_a: async (te, _args, ctx) =>
      parteCollegata(await ctx.service(), te.id_parte_a, 'parte.leggiInCassa'),
    transazioni: async (te, _args, ctx) => transazioni(await ctx.service(), te),
  },
  Transazione: {
    transazione_finanziaria: async (link, _args, ctx) => transazioneFinanziaria(await ctx.service(), link),
    stato_pagamento: async (link, _args, ctx) => statoPagamentoDelCollegamento(await ctx.service(), link),
  },
  TransazioneFinanziaria: {
    parte_da: async (tf, _args, ctx) =>
      parteCollegata(await ctx.service(), tf.id_parte_da, 'parte.leggiInCassa'),
    parte_a: async (tf, _args, ctx) =>
      parteCollegata(await ctx.service(), tf.id_parte_a, 'parte.leggiInCassa'),
  },
};

/** The module's resolvers: the base types' and each feature file's (issue 11), merged type by type. */
export const tesoreriaResolvers: Resolvers = unisciResolvers(base, lettureResolvers, bilancioResolvers);
