import type { GraphQLContext } from '../../../graphql/context.ts';
import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { registraUtente, utenteNonRegistrato } from '../registrazione.service.ts';

const limite = (ctx: GraphQLContext) => ({ clientAddress: ctx.clientAddress, limit: ctx.codeLookupLimit });

export const registrazioneResolvers: Resolvers = {
  Query: {
    utenteNonRegistrato: async (_parent, args, ctx) =>
      utenteNonRegistrato(await ctx.service(), limite(ctx), args.registration_token),
  },
  Mutation: {
    registraUtente: async (_parent, args, ctx) =>
      registraUtente(await ctx.service(), limite(ctx), args.registrazione_utente),
  },
};
