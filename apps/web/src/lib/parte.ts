import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';

/** A party as the lists read it (fragment ParteCassa). */
export interface ParteLetta {
  id_parte: number;
  desc?: string | null;
  persona?: { nome?: string | null; cognome?: string | null } | null;
}

/** Spec 3 §3: the name a list shows for a party: its description, else the person's name, else its id. */
export function nomeParte(p: ParteLetta | null | undefined, id_parte?: number): string {
  if (p?.desc) return p.desc;
  const nome = `${p?.persona?.nome ?? ''} ${p?.persona?.cognome ?? ''}`.trim();
  if (nome) return nome;
  const id = p?.id_parte ?? id_parte;
  if (id === ID_PARTE_SEZIONE) return 'Sezione';
  return id == null ? '—' : `Soggetto ${id}`;
}
