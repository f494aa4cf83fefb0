import type { GraphQLContext } from '../../../graphql/context.ts';
import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import type { DipendenzeCheckout } from '../conferma-pagamento.ts';
import { coordinateBonificoPagamento } from '../coordinate-bonifico.service.ts';
import { preparaCheckout } from '../prepara-checkout.service.ts';
import { verificaCheckout } from '../verifica-checkout.service.ts';

const dipendenze = (ctx: GraphQLContext): DipendenzeCheckout => ({
  payments: ctx.payments,
  storage: ctx.storage,
  ricevute: ctx.ricevute,
  publicUrl: ctx.posta.publicUrl,
  log: ctx.log,
  limiteCheckout: ctx.checkoutLimit,
});

/** Issue 12, spec 3 §7: the front office's checkout (decision 1202). */
export const checkoutResolvers: Resolvers = {
  Query: {
    coordinateBonifico: async (_parent, args, ctx) =>
      coordinateBonificoPagamento(
        await ctx.service(),
        ctx.payments.bonifico,
        args.id_transazione_finanziaria,
      ),
  },
  Mutation: {
    preparaCheckout: async (_parent, args, ctx) =>
      preparaCheckout(await ctx.service(), dipendenze(ctx), args.preparazione_checkout),
    verificaCheckout: async (_parent, args, ctx) =>
      verificaCheckout(
        await ctx.service(),
        dipendenze(ctx),
        args.id_transazione_finanziaria,
        args.bonifico_upload_key,
      ),
  },
};
