import { describe, expect, it } from 'vitest';
import {
  paganteDelMovimento,
  schemaConfermaMovimenti,
  schemaImportaEstratto,
} from './form-estratti-banca.ts';

const famiglia = [
  { id: 1, nome: 'Luca', cognome: 'Rossi' },
  { id: 2, nome: 'Maria', cognome: 'Bianchi' },
];

describe('the payer of a bank line (decision 1141)', () => {
  it('is the person whose name the payer resembles, in either order, with a typo', () => {
    expect(paganteDelMovimento('BIANCHI MARIA', famiglia)?.id).toBe(2);
    expect(paganteDelMovimento('Rosi Luca', famiglia)?.id).toBe(1);
  });
  it('reads a joint account', () => {
    expect(paganteDelMovimento('Verdi Anna e Bianchi Maria', famiglia)?.id).toBe(2);
  });
  it('is nobody when no name is close, or the line names no payer', () => {
    expect(paganteDelMovimento('Ferramenta Srl', famiglia)).toBeNull();
    expect(paganteDelMovimento(null, famiglia)).toBeNull();
  });
});

describe('the requests of the statement screen', () => {
  it('a CSV upload needs its mapping', () => {
    const r = schemaImportaEstratto.safeParse({ formato: 'csv', nome_file: 'a.csv', contenuto: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Per un file CSV indicare banca, conto e colonne');
  });
  it('confirmations are bounded', () => {
    const una = { id_movimento: 1, ripartizione: [] };
    expect(schemaConfermaMovimenti.safeParse(Array(200).fill(una)).success).toBe(true);
    expect(schemaConfermaMovimenti.safeParse(Array(201).fill(una)).success).toBe(false);
    expect(schemaConfermaMovimenti.safeParse([]).success).toBe(false);
  });
});
