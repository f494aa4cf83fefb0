import { readFileSync } from 'node:fs';
import {
  buildSchema,
  type GraphQLField,
  getNamedType,
  isEnumType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { REPO_ROOT } from '../src/config.ts';

// The API contract as the fuzz tests read it: schema.graphql, and a selection that asks a result's
// plain fields so that the whole resolver path runs and any data that comes back shows.

export const schemaContratto = buildSchema(readFileSync(`${REPO_ROOT}/schema.graphql`, 'utf8'));

/** `{ a b c }`: the result's first `quanti` scalar and enum fields ('' for a scalar result). */
export function selezioneScalari(campo: GraphQLField<unknown, unknown>, quanti: number): string {
  const t = getNamedType(campo.type);
  if (!isObjectType(t)) return '';
  const scalari = Object.values(t.getFields())
    .filter(
      (f) => f.args.length === 0 && (isScalarType(getNamedType(f.type)) || isEnumType(getNamedType(f.type))),
    )
    .map((f) => f.name)
    .slice(0, quanti);
  return `{ ${scalari.join(' ') || '__typename'} }`;
}
