import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { DateScalar, DateTimeScalar } from '../../../graphql/scalars.ts';
import { pingDb } from '../sistema.service.ts';

export const sistemaResolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Query: {
    pingDb: (_parent, _args, ctx) => pingDb(ctx.availability),
  },
};
