import { Group, Text } from '@mantine/core';
import { etichettaMetodi } from '@zaino/domain/form-tesoreria';
import { formatEuro } from '@zaino/domain/formato';
import type { TipoPagamento } from '@zaino/domain/transazioni';
import { StatoCausale, StatoPagamento } from '../../../components/stati-tesoreria.tsx';
import { mostraData } from '../../../lib/data-ora.ts';
import { nomeParte } from '../../../lib/parte.ts';
import { MIN_RICERCA } from '@zaino/domain/form-bilancio';
import {
  type CausaleTrovata,
  type PagamentoTrovato,
  useCercaCausali,
  useCercaPagamenti,
} from '../api/cerca-transazioni.ts';

// The two 'link to existing' searches (spec 3 §4–§5) and how each shows a found due or payment: what
// tells it apart (who pays whom, amount, what is still free, date) on two short lines.

const allocato = (xs: readonly { importo: number }[]) => xs.reduce((s, x) => s + x.importo, 0);

export function DescrizioneCausale({ causale: c }: { causale: CausaleTrovata }) {
  return (
    <>
      <Group gap={6}>
        <Text fz="sm" fw={500}>
          {c.causale_desc || `Causale n. ${c.id_transazione_economica}`}
        </Text>
        <StatoCausale stato={c.stato} />
      </Group>
      <Text fz="xs" c="dimmed">
        {nomeParte(c.parte_da, c.id_parte_da)} → {nomeParte(c.parte_a, c.id_parte_a)} ·{' '}
        {formatEuro(c.importo)}
        {' · '}da coprire {formatEuro(Math.max(0, c.importo - allocato(c.transazioni)))} · AS {c.anno_scout}/
        {c.anno_scout + 1}
      </Text>
    </>
  );
}

export function DescrizionePagamento({ pagamento: p }: { pagamento: PagamentoTrovato }) {
  return (
    <>
      <Group gap={6}>
        <Text fz="sm" fw={500}>
          Pagamento n. {p.id_transazione_finanziaria} · {formatEuro(p.importo)} ·{' '}
          {etichettaMetodi(p.tipo_da as TipoPagamento, p.tipo_a as TipoPagamento) ?? p.tipo_da}
        </Text>
        <StatoPagamento stato={p.stato} />
      </Group>
      <Text fz="xs" c="dimmed">
        {nomeParte(p.parte_da, p.id_parte_da)} → {nomeParte(p.parte_a, p.id_parte_a)} · libero{' '}
        {formatEuro(p.importo - allocato(p.transazioni))} · {mostraData(p.data_pagata ?? p.data_creata)}
      </Text>
    </>
  );
}

/** Spec 3 §4 'Link to existing cause' (payment dialog): what the search dialog shows. */
export const RICERCA_CAUSALI = {
  titolo: 'Collega causale esistente',
  etichetta: 'Cerca causale',
  minimo: MIN_RICERCA.causale,
  vuoto: 'Nessuna causale trovata',
  cerca: useCercaCausali,
  chiave: (c: CausaleTrovata) => c.id_transazione_economica,
  descrivi: (c: CausaleTrovata) => <DescrizioneCausale causale={c} />,
  testId: 'dialog-cerca-causale',
};

/** Spec 3 §5 'Link to existing payment' (due dialog). */
export const RICERCA_PAGAMENTI = {
  titolo: 'Collega pagamento esistente',
  etichetta: 'Cerca pagamento',
  minimo: MIN_RICERCA.pagamento,
  vuoto: 'Nessun pagamento trovato',
  cerca: useCercaPagamenti,
  chiave: (p: PagamentoTrovato) => p.id_transazione_finanziaria,
  descrivi: (p: PagamentoTrovato) => <DescrizionePagamento pagamento={p} />,
  testId: 'dialog-cerca-pagamento',
};
