import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { viewerCan } from '../permessi.service.ts';

export const permessiResolvers: Resolvers = {
  Query: {
    viewerCan: async (_parent, _args, ctx) => viewerCan(await ctx.service()),
  },
};
