import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { CentsScalar, DateScalar, DateTimeScalar } from '../../../graphql/scalars.ts';
import { elencaEventi, general } from '../eventi.service.ts';
import { pingDb } from '../sistema.service.ts';

export const sistemaResolvers: Resolvers = {
  Cents: CentsScalar,
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Query: {
    pingDb: (_parent, _args, ctx) => pingDb(ctx.availability),
    elencaEventi: async (_parent, args, ctx) => elencaEventi(await ctx.service(), args),
    general: async (_parent, _args, ctx) => general(await ctx.service()),
  },
};
