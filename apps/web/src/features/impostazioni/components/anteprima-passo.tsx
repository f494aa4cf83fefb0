import { Alert, Stack, Table, Text } from '@mantine/core';
import type { TotaleUnita } from '@zaino/domain/ciclo-piano';
import { nomeBranca, nomeCognome } from '@zaino/domain/formato';
import tabella from '../../../components/tabella-impilata.module.css';
import type { AnteprimaPasso } from '../api/passi-ciclo.ts';
import { conteggiLeggibili } from './campi-passi.ts';
import { type ColonneAnteprima, colonneAnteprima } from './colonne-anteprima.ts';

// The preview of a yearly step before it runs (issue 24): its counts in words, its warnings, the
// totals per unit and who changes how, a row per person (bounded for the screen), in the columns
// each step names (decision 1027).

/** The plan's per-person rows (any array of items naming an id_persona), bounded for the screen. */
function righePiano(piano: unknown): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  if (!piano || typeof piano !== 'object') return out;
  for (const v of Object.values(piano)) {
    if (!Array.isArray(v)) continue;
    for (const x of v)
      if (x && typeof x === 'object' && 'id_persona' in x) out.push(x as Record<string, unknown>);
  }
  return out;
}

const MAX_RIGHE = 200;

/** The plan's totals per unit (decision 1016: `totali`, when the step counts by unit). */
function totaliPerUnita(piano: unknown): TotaleUnita[] {
  const t = piano && typeof piano === 'object' ? (piano as { totali?: unknown }).totali : undefined;
  return Array.isArray(t) ? (t as TotaleUnita[]) : [];
}

/** People counted in a unit: `n`, or the waiting lists' people moved into trial (`spostati`). */
const persone = (t: TotaleUnita) => (typeof t.n === 'number' ? t.n : (t as { spostati?: number }).spostati);

function TotaliUnita({ totali, importo }: { totali: TotaleUnita[]; importo: ColonneAnteprima['importo'] }) {
  if (totali.length === 0) return null;
  return (
    <>
      {importo?.nota && <Text size="sm">{importo.nota}</Text>}
      <Table withTableBorder className={tabella.impilata}>
        <Table.Caption>Totali per unità</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Unità</Table.Th>
            <Table.Th>Persone</Table.Th>
            {importo && <Table.Th>{importo.titolo}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totali.map((t) => (
            <Table.Tr key={t.unita ? `${t.unita.id_gruppo}-${t.unita.branca}` : 'nessuna'}>
              <Table.Td className={tabella.titolo}>
                {t.unita ? `${nomeBranca(t.unita.branca)} (gruppo ${t.unita.id_gruppo})` : 'Senza unità'}
              </Table.Td>
              <Table.Td data-etichetta="Persone">{persone(t) ?? '—'}</Table.Td>
              {/* The euros keep their sign on their line; words after them may wrap on a phone. */}
              {importo && (
                <Table.Td data-etichetta={importo.titolo}>
                  {importo.valore(t.importo).replace(' €', '\u00a0€')}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

export function Anteprima({ passo, anteprima }: { passo: string; anteprima: AnteprimaPasso }) {
  const nomi = new Map(anteprima.persone.map((p) => [p.id_persona, nomeCognome(p) ?? '']));
  const { anno_scout: _a, id_parte: _p, ...campi } = anteprima as unknown as Record<string, unknown>;
  const conteggi = conteggiLeggibili(campi);
  const righe = righePiano(anteprima.piano);
  const annoPiano = (anteprima.piano as { anno_scout?: unknown } | null)?.anno_scout;
  const colonne = colonneAnteprima(passo, typeof annoPiano === 'number' ? annoPiano : undefined);
  // Run again, a step reports zeros (decision 1025): say in words that running it changes nothing.
  const nulla = righe.length === 0 && Object.values(campi).every((v) => typeof v !== 'number' || v === 0);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {conteggi}
        {conteggi && nulla ? '. ' : ''}
        {nulla ? 'Nessuna modifica da fare: eseguirlo ora non cambia nulla.' : ''}
      </Text>
      {anteprima.avvisi.length > 0 && (
        <Alert color="orange" variant="light" title="Avvisi">
          <Stack gap={2}>
            {anteprima.avvisi.slice(0, MAX_RIGHE).map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, read once; a person may have two warnings.
              <Text size="sm" key={`${a.id_persona}-${i}`}>
                {a.id_persona ? `${nomi.get(a.id_persona) ?? a.id_persona}: ` : ''}
                {a.motivo}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <TotaliUnita totali={totaliPerUnita(anteprima.piano)} importo={colonne.importo} />
      {righe.length > 0 && colonne.nota && <Text size="sm">{colonne.nota}</Text>}
      {righe.length > 0 && (
        // Decision 0926: below sm a person is a block with the two columns labelled, so a phone
        // does not scroll 'Esploratore/Guida → Rover/Scolta' sideways.
        <Table striped withTableBorder className={tabella.impilata}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Persona</Table.Th>
              <Table.Th>{colonne.da}</Table.Th>
              <Table.Th>{colonne.a}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {righe.slice(0, MAX_RIGHE).map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, read once; a person may have two rows.
              <Table.Tr key={`${String(r.id_persona)}-${i}`}>
                <Table.Td className={tabella.titolo}>
                  {nomi.get(r.id_persona as number) ?? String(r.id_persona)}
                </Table.Td>
                <Table.Td data-etichetta={colonne.da}>{colonne.valore(r.da)}</Table.Td>
                <Table.Td data-etichetta={colonne.a}>{colonne.valore(r.a)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {righe.length > MAX_RIGHE && <Text size="sm">… e altre {righe.length - MAX_RIGHE} righe.</Text>}
    </Stack>
  );
}
