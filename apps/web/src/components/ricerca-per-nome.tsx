import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { ATTESA_RICERCA_MS, avvisoRicerca, MSG_RICERCA_IN_CORSO } from '../lib/ricerca.ts';

// The search-by-name field shared by the person picker and the treasury's party picker: what is
// typed, the query it starts after a pause, and the select that lists what came back.

/** The text typed in a search field whose chosen value shows its name. */
export function useTestoRicerca(valore: { nome: string } | null) {
  const [testo, setTesto] = useState(valore?.nome ?? '');
  // A value chosen or set from outside shows its name; a new search starts from there.
  useEffect(() => setTesto(valore?.nome ?? ''), [valore]);
  const cercando = testo.trim() !== '' && testo !== valore?.nome;
  const [attesa] = useDebouncedValue(cercando ? testo : '', ATTESA_RICERCA_MS);
  return { testo, setTesto, cercando, attesa };
}

interface Props<T extends { nome: string }> {
  label: string;
  ricerca: ReturnType<typeof useTestoRicerca>;
  /** the minimum length of a search */
  minimo: number;
  /** what the query answered, and its state */
  trovati: T[];
  inCorso: boolean;
  fallita: boolean;
  /** the text when nothing was found */
  vuoto: string;
  chiave: (t: T) => number;
  valore: T | null;
  onChange: (t: T | null) => void;
  errore?: string;
  disabled?: boolean;
  required?: boolean;
  testId: string;
}

export function SelectPerNome<T extends { nome: string }>(p: Props<T>) {
  const { testo, setTesto, cercando, attesa } = p.ricerca;
  const opzioni = cercando ? p.trovati : p.valore ? [p.valore] : [];
  const avviso = cercando
    ? avvisoRicerca({
        testo,
        attesa,
        minimo: p.minimo,
        inCorso: p.inCorso,
        trovati: p.trovati.length,
        vuoto: p.vuoto,
      })
    : null;
  return (
    <Select
      label={p.label}
      placeholder="Cerca per nome"
      searchable
      clearable
      disabled={p.disabled}
      data={opzioni.map((o) => ({ value: String(p.chiave(o)), label: o.nome }))}
      value={p.valore ? String(p.chiave(p.valore)) : null}
      searchValue={testo}
      onSearchChange={setTesto}
      onChange={(v) => p.onChange(opzioni.find((o) => String(p.chiave(o)) === v) ?? null)}
      filter={({ options }) => options}
      nothingFoundMessage={avviso ?? undefined}
      rightSection={avviso === MSG_RICERCA_IN_CORSO ? <Loader size={14} /> : undefined}
      error={p.fallita ? 'Ricerca non riuscita: riprova' : p.errore}
      required={p.required}
      data-testid={p.testId}
    />
  );
}
