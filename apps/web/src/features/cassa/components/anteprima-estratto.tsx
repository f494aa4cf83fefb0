import { Code, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MappaturaCsv } from '@zaino/domain/csv-banca';
import { coloreImporto } from '@zaino/domain/formato';
import { useEffect, useMemo, useState } from 'react';
import tabella from '../../../components/tabella-impilata.module.css';
import { Importo } from '../../../components/importo.tsx';
import {
  colonneCsv,
  type LetturaAnteprima,
  letturaAnteprima,
  letturaCsv,
  righeGrezze,
} from '../anteprima-estratto.ts';
import type { TestoEstratto } from './use-testo-estratto.ts';

// Decision 1156: the upload card's preview of the chosen file, before 'Importa estratto'. It reads
// with the domain's readers and writes nothing: the server reads the file again and decides.

const ATTESA_MS = 250;

/** A CSV's first lines as they are, and its columns numbered as the form numbers them. */
export function PrimeRighe({ letto, mappatura }: { letto: TestoEstratto; mappatura: MappaturaCsv }) {
  const testo = letto?.ok ? letto.testo : '';
  const righe = useMemo(() => righeGrezze(testo), [testo]);
  const { colonne, mancanti } = useMemo(() => colonneCsv(testo, mappatura), [testo, mappatura]);
  if (!letto?.ok || righe.length === 0) return null;
  const intestazione = colonne.some((c) => c.intestazione !== null);
  return (
    // min-width 0: the file's long lines must scroll in their box, not widen the card past the phone.
    <Stack gap={6} miw={0} maw="100%">
      <Text size="sm" fw={600}>
        Le prime righe del file
      </Text>
      {/* A focusable region: a keyboard scrolls it sideways on a phone. */}
      <Code
        block
        role="region"
        tabIndex={0}
        aria-label="Le prime righe del file, così come sono"
        fz="xs"
        maw="100%"
        style={{ overflowX: 'auto' }}
      >
        {righe.join('\n')}
      </Code>
      {/* Narrow cells; on the narrowest phones the table scrolls in its own box, never past the card. */}
      <Table.ScrollContainer minWidth={280} type="native">
        <Table
          withTableBorder
          captionSide="top"
          fz="xs"
          verticalSpacing={4}
          horizontalSpacing={6}
          styles={{ td: { overflowWrap: 'anywhere' } }}
        >
          <Table.Caption>Colonne del primo movimento, numerate come nella mappatura</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>N.</Table.Th>
              {intestazione && <Table.Th>Intestazione</Table.Th>}
              <Table.Th>Primo movimento</Table.Th>
              <Table.Th>Letta come</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {colonne.map((c) => (
              <Table.Tr key={c.numero}>
                <Table.Td>{c.numero}</Table.Td>
                {intestazione && <Table.Td>{c.intestazione}</Table.Td>}
                <Table.Td>{c.esempio}</Table.Td>
                {/* Our words wrap between words (and after '/'), not inside them as the file's may. */}
                <Table.Td fw={c.uso.length ? 600 : undefined} style={{ overflowWrap: 'normal' }}>
                  {c.uso
                    .join(', ')
                    .split('/')
                    .flatMap((parte, i, tutte) =>
                      i < tutte.length - 1 ? [`${parte}/`, <wbr key={parte} />] : [parte],
                    )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {mancanti.length > 0 && (
        <Text size="sm" c="red.8">
          Il primo movimento non ha {mancanti.length === 1 ? 'la colonna' : 'le colonne'}{' '}
          {mancanti.join(', ')}: {mancanti.length === 1 ? 'verrebbe letta vuota' : 'verrebbero lette vuote'}.
        </Text>
      )}
    </Stack>
  );
}

/** What camt.053's reader makes of the text: its module (and the XML parser) loads only when asked. */
function useLetturaCamt(testo: string | null): LetturaAnteprima | null {
  const [lettura, setLettura] = useState<LetturaAnteprima | null>(null);
  useEffect(() => {
    setLettura(null);
    if (testo === null) return;
    let attuale = true;
    import('@zaino/domain/camt053').then(
      ({ leggiCamt053 }) => attuale && setLettura(letturaAnteprima(leggiCamt053(testo))),
      () => attuale && setLettura({ ok: false, errore: "Non è stato possibile preparare l'anteprima" }),
    );
    return () => {
      attuale = false;
    };
  }, [testo]);
  return lettura;
}

/** What the import will read: how many movements and the first ones, or the reader's Italian reason. */
export function LetturaEstratto({
  letto,
  formato,
  mappatura,
}: {
  letto: TestoEstratto;
  formato: 'camt053' | 'csv';
  mappatura: MappaturaCsv;
}) {
  // Reading 5 MB on every keystroke of a column number would stall the form: the mapping settles first.
  const [m] = useDebouncedValue(mappatura, ATTESA_MS);
  const testo = letto?.ok ? letto.testo : null;
  const csv = useMemo(
    () => (formato === 'csv' && testo !== null ? letturaCsv(testo, m) : null),
    [formato, testo, m],
  );
  const camt = useLetturaCamt(formato === 'camt053' ? testo : null);
  const lettura: LetturaAnteprima | null = letto && !letto.ok ? letto : formato === 'csv' ? csv : camt;
  if (!letto) return null;
  return (
    <Stack gap={6} aria-live="polite">
      <Text size="sm" fw={600}>
        Anteprima dell'importazione
      </Text>
      {lettura === null ? (
        <Text size="sm" c="dimmed">
          Lettura del file…
        </Text>
      ) : !lettura.ok ? (
        <Text size="sm" c="red.8">
          Il file non si legge{formato === 'csv' && letto.ok ? ' con questa mappatura' : ''}: {lettura.errore}
        </Text>
      ) : (
        <>
          <Text size="sm">
            {lettura.totale === 1 ? 'Si legge 1 movimento' : `Si leggono ${lettura.totale} movimenti`}
            {lettura.totale > lettura.righe.length ? `; i primi ${lettura.righe.length}:` : ':'}
          </Text>
          <Table withTableBorder fz="xs" verticalSpacing={4} className={tabella.impilata}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Importo</Table.Th>
                <Table.Th>Causale</Table.Th>
                <Table.Th>Ordinante/beneficiario</Table.Th>
                <Table.Th>Riferimento</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lettura.righe.map((r, i) => (
                // The preview's lines have no identity of their own yet: their place is theirs.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, re-read whole
                <Table.Tr key={i}>
                  <Table.Td className={tabella.titolo} data-etichetta="Data">
                    {r.data}
                  </Table.Td>
                  <Table.Td data-etichetta="Importo" style={{ whiteSpace: 'nowrap' }}>
                    <Importo centesimi={r.importo} />{' '}
                    <Text span fz="sm" c={coloreImporto(r.importo)}>
                      {r.verso === 'entrata' ? '(entrata)' : '(uscita)'}
                    </Text>
                  </Table.Td>
                  <Table.Td data-etichetta="Causale">{r.causale}</Table.Td>
                  <Table.Td data-etichetta="Ordinante/beneficiario">{r.controparte || '—'}</Table.Td>
                  <Table.Td data-etichetta="Riferimento">{r.riferimento || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
