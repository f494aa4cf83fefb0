import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { identitaSezione, modificaIdentitaSezione } from '../identita-sezione.service.ts';
import {
  cercaUnita,
  elencaGruppi,
  elencaUnita,
  gruppo,
  gruppoDi,
  nomePersonaDiParte,
  parte,
  unitaDi,
} from '../organizzazione.service.ts';

export const organizzazioneResolvers: Resolvers = {
  Query: {
    parte: async (_parent, args, ctx) => parte(await ctx.service(), args.id_parte),
    elencaUnita: async (_parent, _args, ctx) => elencaUnita(await ctx.service()),
    elencaGruppi: async (_parent, _args, ctx) => elencaGruppi(await ctx.service()),
    gruppo: async (_parent, args, ctx) => gruppo(await ctx.service(), args.id_gruppo),
    cercaUnita: async (_parent, args, ctx) => cercaUnita(await ctx.service(), args.branca, args.id_gruppo),
    identitaSezione: async (_parent, _args, ctx) => identitaSezione(await ctx.service()),
  },
  Mutation: {
    modificaIdentitaSezione: async (_parent, args, ctx) =>
      modificaIdentitaSezione(await ctx.service(), args.identita),
  },
  Parte: {
    nome_persona: async (p, _args, ctx) => nomePersonaDiParte(await ctx.service(), p),
    unita: async (p, _args, ctx) => unitaDi(await ctx.service(), p.id_unita),
    gruppo: async (p, _args, ctx) => gruppoDi(await ctx.service(), p.id_gruppo),
  },
  Unita: {
    gruppo: async (u, _args, ctx) => {
      const g = await gruppoDi(await ctx.service(), u.id_gruppo);
      if (!g) throw new Error(`gruppo ${u.id_gruppo} mancante`);
      return g;
    },
  },
};
