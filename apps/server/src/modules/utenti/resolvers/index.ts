import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { modificaUtente } from '../modifica-utente.service.ts';
import { personaDellUtente, utentiGruppo, utentiSezione, utentiUnita } from '../utenti.service.ts';

export const utentiResolvers: Resolvers = {
  Query: {
    utentiSezione: async (_parent, args, ctx) => utentiSezione(await ctx.service(), args.anno_scout),
    utentiGruppo: async (_parent, args, ctx) =>
      utentiGruppo(await ctx.service(), args.id_gruppo, args.anno_scout),
    utentiUnita: async (_parent, args, ctx) =>
      utentiUnita(await ctx.service(), args.id_unita, args.anno_scout),
  },
  Mutation: {
    modificaUtente: async (_parent, args, ctx) => modificaUtente(await ctx.service(), ctx.identity, args),
  },
  Utente: {
    persona: async (u, _args, ctx) => personaDellUtente(await ctx.service(), u),
  },
};
