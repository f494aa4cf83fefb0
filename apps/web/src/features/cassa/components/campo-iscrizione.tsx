import { Badge, Button, Group, Input, Paper, Select, Text } from '@mantine/core';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { MIN_RICERCA } from '@zaino/domain/form-bilancio';
import { ETICHETTE_STATO, type StatoIscrizione } from '@zaino/domain/stati-iscrizione';
import { useState } from 'react';
import { useAnniScoutAzioni } from '../../../lib/azioni-anno.ts';
import { type IscrizioneTrovata, useCercaIscrizioni } from '../api/cerca-iscrizioni.ts';
import { MSG_RICERCA_IN_CORSO } from '../../../lib/ricerca.ts';
import { DialogoRicerca } from './dialogo-ricerca.tsx';
import type { SceltaIscrizione } from './use-scelta-iscrizione.ts';

// Spec 3 §5: the due dialog's enrolment (type iscrizione): the chosen one, and the search that chooses
// it (at least 4 characters of the name and a scout year, 600 ms), in the shared search dialog.

/** Name and state; adult or young, card number, year, and the due it already has (other than this one). */
export function DescrizioneIscrizione({
  iscrizione: i,
  idCausale,
}: {
  iscrizione: IscrizioneTrovata;
  idCausale: number | null;
}) {
  const altraCausale = i.transazione_economica?.id_transazione_economica;
  return (
    <>
      <Group gap={6}>
        <Text fz="sm" fw={500}>
          {`${i.persona.nome ?? ''} ${i.persona.cognome ?? ''}`.trim()}
        </Text>
        <Badge size="sm" variant="light" color="gray">
          {ETICHETTE_STATO[i.stato_iscrizione as StatoIscrizione] ?? i.stato_iscrizione}
        </Badge>
      </Group>
      <Text fz="xs" c="dimmed">
        {i.categoria_quota.adulto ? 'Adulto' : 'Giovane'} ·{' '}
        {i.n_tessera ? `Tessera ${i.n_tessera}` : 'Senza tessera'} · AS{'\u00a0'}
        {formatAnnoScout(i.anno_scout)}
        {altraCausale != null && altraCausale !== idCausale && ` · già con la causale n. ${altraCausale}`}
      </Text>
    </>
  );
}

export function CampoIscrizione({
  scelta,
  idCausale,
  annoPredefinito,
  errore,
}: {
  scelta: SceltaIscrizione;
  idCausale: number | null;
  /** the selector's year: the search's first year when no enrolment is chosen */
  annoPredefinito: number | null;
  errore?: string;
}) {
  const { iscrizione } = scelta;
  const [aperta, setAperta] = useState(false);
  const [anno, setAnno] = useState<number | null>(null);
  const anni = [...(useAnniScoutAzioni().data ?? [])].sort((a, b) => b.anno_scout - a.anno_scout);
  const apri = () => {
    setAnno(iscrizione?.anno_scout ?? annoPredefinito);
    setAperta(true);
  };
  const pulsante = (
    <Button
      variant="default"
      size={iscrizione ? 'compact-sm' : 'sm'}
      w="fit-content"
      leftSection={<IconSearch size={14} />}
      style={{ flexShrink: 0 }}
      onClick={apri}
    >
      {iscrizione ? 'Cambia' : 'Cerca iscrizione'}
    </Button>
  );

  return (
    <Input.Wrapper label="Iscrizione" required error={scelta.errore ?? errore} data-testid="campo-iscrizione">
      {iscrizione ? (
        <Paper withBorder p="xs" mt={4}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0, flex: 1 }}>
              <DescrizioneIscrizione iscrizione={iscrizione} idCausale={idCausale} />
            </div>
            {pulsante}
          </Group>
        </Paper>
      ) : scelta.caricamento ? (
        <Text fz="sm" c="dimmed" mt={4}>
          {MSG_RICERCA_IN_CORSO}
        </Text>
      ) : (
        <Group gap="sm" mt={4}>
          {scelta.id_iscrizione != null && <Text fz="sm">Iscrizione n. {scelta.id_iscrizione}</Text>}
          {pulsante}
        </Group>
      )}
      <DialogoRicerca
        opened={aperta}
        onClose={() => setAperta(false)}
        titolo="Cerca iscrizione"
        etichetta="Nome e cognome"
        minimo={MIN_RICERCA.iscrizione}
        vuoto="Nessuna iscrizione trovata"
        cerca={useCercaIscrizioni}
        parametro={anno}
        chiave={(i) => i.id_iscrizione}
        descrivi={(i) => <DescrizioneIscrizione iscrizione={i} idCausale={idCausale} />}
        onScelto={scelta.scegli}
        scelta={{ etichetta: 'Scegli', icona: <IconCheck size={14} /> }}
        filtri={
          <Select
            label="Anno scout"
            data={anni.map((a) => ({ value: String(a.anno_scout), label: formatAnnoScout(a.anno_scout) }))}
            value={anno == null ? null : String(anno)}
            onChange={(v) => v && setAnno(Number(v))}
            allowDeselect={false}
            required
            w={160}
          />
        }
        testId="dialog-cerca-iscrizione"
      />
    </Input.Wrapper>
  );
}
