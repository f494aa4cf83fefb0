import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';

/**
 * The module's resolver objects merged type by type (one file per feature: reads, budget,
 * payments…), so two files may each add fields to the same type. A field defined twice is a
 * mistake and throws at start-up.
 */
export function unisciResolvers(...parti: Resolvers[]): Resolvers {
  const unito: Record<string, Record<string, unknown>> = {};
  for (const parte of parti) {
    for (const [tipo, campi] of Object.entries(parte as Record<string, Record<string, unknown>>)) {
      const esistenti = unito[tipo] ?? {};
      unito[tipo] = esistenti;
      for (const [campo, resolver] of Object.entries(campi)) {
        if (campo in esistenti) throw new Error(`resolver ${tipo}.${campo} definito due volte`);
        esistenti[campo] = resolver;
      }
    }
  }
  return unito as Resolvers;
}
