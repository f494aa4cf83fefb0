import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';

/** A party as the lists read it (fragment ParteCassa). */
export interface ParteLetta {
  id_parte: number;
  desc?: string | null;
  /** Readable by whoever reads the party, the auditor included (decision 1118). */
  nome_persona?: string | null;
}

/** Spec 3 §3: the name a list shows for a party: its description, else the person's name, else its id. */
export function nomeParte(p: ParteLetta | null | undefined, id_parte?: number): string {
  if (p?.desc) return p.desc;
  if (p?.nome_persona) return p.nome_persona;
  const id = p?.id_parte ?? id_parte;
  if (id === ID_PARTE_SEZIONE) return 'Sezione';
  return id == null ? '—' : `Soggetto ${id}`;
}
