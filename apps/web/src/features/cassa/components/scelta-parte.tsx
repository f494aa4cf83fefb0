import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { MIN_RICERCA } from '@zaino/domain/form-bilancio';
import type { TipoParte } from '@zaino/domain/form-tesoreria';
import { descGruppo, descUnita } from '@zaino/domain/formato';
import { useEffect, useState } from 'react';
import { usePartiStruttura } from '../../../lib/parti-struttura.ts';
import { useCercaPersone } from '../../../lib/cerca-persone.ts';
import { useCercaAltri } from '../api/cerca-soggetti.ts';
import { chiaveRicerca, MSG_RICERCA_IN_CORSO } from '../../../lib/ricerca.ts';
import { SelectPerNome, useTestoRicerca } from '../../../components/ricerca-per-nome.tsx';
import { NuovoSoggettoDialog } from './nuovo-soggetto-dialog.tsx';
import { SOGGETTO_SEZIONE, type Soggetto, soggetto } from './soggetto.ts';
import { useCassa } from './use-cassa.ts';

// Spec 3 §2 party picker: the kind first (Persona, Unità, Gruppo, Sezione, Altro), then the party:
// persons and other subjects by name (4 and 3 characters, 600 ms after the last key), units and
// groups from their list, the section at once; 'Nuovo soggetto' creates another subject.

const TIPI: { value: TipoParte; label: string }[] = [
  { value: 'persona', label: 'Persona' },
  { value: 'unita', label: 'Unità' },
  { value: 'gruppo', label: 'Gruppo' },
  { value: 'sezione', label: 'Sezione' },
  { value: 'altro', label: 'Altro' },
];

interface Props {
  /** 'Da' or 'A': the party field's label (the kind's is 'Tipo (Da)') */
  label: string;
  valore: Soggetto | null;
  onChange: (s: Soggetto | null) => void;
  errore?: string;
  disabled?: boolean;
  testId: string;
}

export function SceltaParte({ label, valore, onChange, errore, disabled, testId }: Props) {
  const [tipo, setTipo] = useState<TipoParte>(valore?.tipo ?? 'persona');
  const [nuovo, setNuovo] = useState(false);
  // A party set from outside (swap, a transfer's payee) brings its kind along; the kind 'Sezione'
  // without the section (swapped with an empty side) falls back to a person's search.
  useEffect(() => {
    setTipo((t) => (valore ? valore.tipo : t === 'sezione' ? 'persona' : t));
  }, [valore]);

  function cambiaTipo(t: TipoParte) {
    setTipo(t);
    if (t === 'sezione') onChange(SOGGETTO_SEZIONE);
    else if (valore && valore.tipo !== t) onChange(null);
  }

  const campo = { label, valore: valore?.tipo === tipo ? valore : null, onChange, errore, disabled, testId };
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select
        w={104}
        style={{ flexShrink: 0 }}
        label="Tipo"
        aria-label={`Tipo (${label})`}
        data={TIPI}
        value={tipo}
        onChange={(v) => v && cambiaTipo(v as TipoParte)}
        allowDeselect={false}
        disabled={disabled}
        data-testid={`${testId}-tipo`}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        {tipo === 'persona' || tipo === 'altro' ? (
          <CercaParte campo={campo} tipo={tipo} />
        ) : (
          <ElencoParti campo={campo} tipo={tipo} />
        )}
      </div>
      {tipo === 'altro' && !disabled && (
        <Tooltip label="Nuovo soggetto">
          <ActionIcon
            variant="default"
            size={36}
            mt={25}
            aria-label="Nuovo soggetto"
            onClick={() => setNuovo(true)}
          >
            <IconUserPlus size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      <NuovoSoggettoDialog opened={nuovo} onClose={() => setNuovo(false)} onCreato={onChange} />
    </Group>
  );
}

type Campo = Omit<Props, 'valore'> & { valore: Soggetto | null };

/** Persons (enrolled in the selected year) or other subjects, by name. */
function CercaParte({ campo, tipo }: { campo: Campo; tipo: 'persona' | 'altro' }) {
  const { label, valore, onChange, errore, disabled, testId } = campo;
  const { anno } = useCassa();
  const minimo = tipo === 'persona' ? MIN_RICERCA.iscrizione : MIN_RICERCA.parte;
  const ricerca = useTestoRicerca(valore);
  const chiave = chiaveRicerca(ricerca.attesa, minimo);
  const persone = useCercaPersone(tipo === 'persona' ? chiave : null, anno);
  const altri = useCercaAltri(tipo === 'altro' ? chiave : null);
  const risposta = tipo === 'persona' ? persone : altri;
  const trovati: Soggetto[] =
    tipo === 'persona'
      ? (persone.data ?? []).flatMap((p) =>
          p.id_parte == null ? [] : [{ id_parte: p.id_parte, tipo: 'persona' as const, nome: p.nome }],
        )
      : (altri.data ?? []).map((p) => soggetto(p, p.id_parte));
  return (
    <SelectPerNome
      label={label}
      ricerca={ricerca}
      minimo={minimo}
      trovati={trovati}
      inCorso={risposta.isFetching}
      fallita={risposta.isError}
      vuoto={tipo === 'persona' ? 'Nessuna persona trovata' : 'Nessun soggetto trovato'}
      chiave={(s) => s.id_parte}
      valore={valore}
      onChange={onChange}
      errore={errore}
      disabled={disabled}
      required
      testId={testId}
    />
  );
}

/** Units or groups (admins: all of them), or the section. */
function ElencoParti({ campo, tipo }: { campo: Campo; tipo: TipoParte }) {
  const { label, valore, onChange, errore, disabled, testId } = campo;
  const struttura = usePartiStruttura(tipo === 'unita' || tipo === 'gruppo');
  const opzioni: Soggetto[] =
    tipo === 'sezione'
      ? [SOGGETTO_SEZIONE]
      : tipo === 'unita'
        ? (struttura.data?.elencaUnita ?? []).flatMap((u) =>
            u.id_parte == null
              ? []
              : [{ id_parte: u.id_parte, tipo, nome: descUnita(u.branca, u.gruppo.numero) }],
          )
        : (struttura.data?.elencaGruppi ?? []).flatMap((g) =>
            g.id_parte == null ? [] : [{ id_parte: g.id_parte, tipo, nome: descGruppo(g.numero) }],
          );
  const tutte =
    valore && !opzioni.some((o) => o.id_parte === valore.id_parte) ? [valore, ...opzioni] : opzioni;
  return (
    <Select
      label={label}
      searchable
      disabled={disabled}
      data={tutte.map((s) => ({ value: String(s.id_parte), label: s.nome }))}
      value={valore ? String(valore.id_parte) : null}
      onChange={(v) => onChange(tutte.find((s) => String(s.id_parte) === v) ?? null)}
      allowDeselect={false}
      nothingFoundMessage={
        struttura.isLoading ? MSG_RICERCA_IN_CORSO : tipo === 'unita' ? 'Nessuna unità' : 'Nessun gruppo'
      }
      error={struttura.isError ? 'Elenco non disponibile: riprova' : errore}
      required
      data-testid={testId}
    />
  );
}
