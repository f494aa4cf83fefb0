import { graphql } from '../../../gql/index.ts';

/** The AnnoScout fields the shell reads (spread as `...AnnoScoutFields`). */
export const ANNO_SCOUT_FIELDS = graphql(`
  fragment AnnoScoutFields on AnnoScout {
    anno_scout
    attivo
  }
`);
