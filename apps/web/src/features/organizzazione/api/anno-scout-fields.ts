/** The AnnoScout fields the shell reads. */
export const ANNO_SCOUT_FIELDS = /* GraphQL */ `
  anno_scout
  attivo
`;

export interface AnnoScoutBase {
  anno_scout: number;
  attivo: boolean;
}
