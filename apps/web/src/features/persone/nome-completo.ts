/** 'Nome Cognome', or a placeholder while a person has neither (a user not yet registered). */
export function nomeCompleto(p: { nome?: string | null; cognome?: string | null }): string {
  const nome = [p.nome, p.cognome].filter(Boolean).join(' ').trim();
  return nome || 'Persona senza nome';
}
