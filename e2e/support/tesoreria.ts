import type { Page } from '@playwright/test';
import { expect, graphql } from './test.ts';

/** The demo person the treasury specs pay and charge: a Moretti enrolled this year, with a party. */
export interface SocioIscritto {
  anno: number;
  id_parte: number;
  /** name and surname, as the party picker shows them */
  nome: string;
}

export async function socioIscritto(page: Page): Promise<SocioIscritto> {
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    'query { getAsAttivo { anno_scout } }',
  );
  const anno = getAsAttivo.anno_scout;
  const { cercaIscrizione } = await graphql<{
    cercaIscrizione: { persona: { id_parte: number | null; nome: string; cognome: string } | null }[];
  }>(
    page,
    'query($k: String!, $a: Int!) { cercaIscrizione(search_key: $k, anno_scout: $a) { persona { id_parte nome cognome } } }',
    { k: 'Moretti', a: anno },
  );
  const p = cercaIscrizione.find((i) => i.persona?.id_parte != null)?.persona;
  expect(p, 'an enrolled Moretti').toBeTruthy();
  return { anno, id_parte: p!.id_parte!, nome: `${p!.nome} ${p!.cognome}` };
}

/** The first budget item of a kind: 'E' income, 'U' expense (spec 3 §5). */
export async function primaVoce(page: Page, tipo: 'E' | 'U'): Promise<number> {
  const { elencaVoci } = await graphql<{ elencaVoci: { id_voce: number; codice: string }[] }>(
    page,
    'query { elencaVoci { id_voce codice } }',
  );
  const voce = elencaVoci.find((v) => v.codice.startsWith(tipo));
  expect(voce, `a budget item ${tipo}`).toBeTruthy();
  return voce!.id_voce;
}
