import { Autocomplete, Button, Collapse, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { SUGGERIMENTI_RUOLO } from '@zaino/domain/filtri';
import {
  ETICHETTA_SEZIONE_NAZIONALE,
  ETICHETTE_STATO,
  STATI_ISCRIZIONE,
} from '@zaino/domain/stati-iscrizione';
import { ETICHETTA_NON_ISCRITTI, FILTRO_NON_ISCRITTI, type FiltriRegistro } from '@zaino/domain/registro';
import { ETICHETTE_NAZIONALE, ETICHETTE_UTENTI } from './righe-registro.ts';

interface Props {
  filtri: FiltriRegistro;
  onChange: (campo: keyof FiltriRegistro, valore: string) => void;
  /** Spec 2 §6: the 'Nazionale' filter only with 'nazionale.vedi'. */
  nazionale: boolean;
}

const STATI = [
  ...STATI_ISCRIZIONE.map((s) => ({ value: s, label: ETICHETTE_STATO[s] })),
  // The dashboard's joint slice (spec 2 §4): both states at once.
  { value: 'sezione,completata', label: ETICHETTA_SEZIONE_NAZIONALE },
  // Decision 0913: everyone else the viewer reaches (new persons, parents, past members).
  { value: FILTRO_NON_ISCRITTI, label: ETICHETTA_NON_ISCRITTI },
];
const UTENTI = Object.entries(ETICHETTE_UTENTI).map(([value, label]) => ({ value, label }));
const NAZIONALE = (['corrisponde', 'errori', 'senza_tessera'] as const).map((value) => ({
  value,
  label: ETICHETTE_NAZIONALE[value],
}));

/** Spec 2 §2/§5 register filters; the full-text box stays visible, the others fold on a phone. */
export function FiltriRegistroForm({ filtri, onChange, nazionale }: Props) {
  const largo = useMediaQuery('(min-width: 48em)', true);
  const attivi = Object.entries(filtri).filter(([k, v]) => k !== 'fullText' && v).length;
  // Open from the start on a wide screen or when a link pre-filled some; folded on a phone.
  const [aperti, { toggle }] = useDisclosure(
    attivi > 0 || (typeof window !== 'undefined' && window.matchMedia?.('(min-width: 48em)').matches),
  );
  const testo = (campo: keyof FiltriRegistro, label: string, placeholder?: string) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={filtri[campo] ?? ''}
      onChange={(e) => onChange(campo, e.currentTarget.value)}
    />
  );
  const scelta = (campo: keyof FiltriRegistro, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={data}
      value={filtri[campo] || null}
      onChange={(v) => onChange(campo, v ?? '')}
      clearable
      placeholder="Tutti"
    />
  );
  return (
    <>
      <Group align="flex-end" gap="sm" mb="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="Cerca"
          aria-label="Cerca per nome, cognome o anno di nascita"
          placeholder="Nome, cognome o anno di nascita"
          leftSection={<IconSearch size={16} />}
          value={filtri.fullText ?? ''}
          onChange={(e) => onChange('fullText', e.currentTarget.value)}
        />
        <Button
          variant={attivi > 0 ? 'light' : 'default'}
          leftSection={<IconFilter size={16} />}
          onClick={toggle}
          aria-label="Filtri"
          aria-expanded={aperti}
        >
          {largo ? 'Filtri' : ''}
          {attivi > 0 ? ` (${attivi})` : ''}
        </Button>
      </Group>
      <Collapse expanded={aperti}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mb="md">
          {testo('nome', 'Nome')}
          {testo('nomecognome', 'Nome e cognome')}
          {testo('data_nascita', 'Anno di nascita', 'es. 2015, 2016')}
          <Autocomplete
            label="Ruolo"
            placeholder="es. L10, staff, cg"
            data={SUGGERIMENTI_RUOLO}
            value={filtri.ruolo ?? ''}
            onChange={(v) => onChange('ruolo', v)}
          />
          {scelta('iscrizione', 'Iscrizione', STATI)}
          {scelta('utenti', 'Utenti', UTENTI)}
          {nazionale && scelta('nazionale', 'Nazionale', NAZIONALE)}
        </SimpleGrid>
      </Collapse>
    </>
  );
}
