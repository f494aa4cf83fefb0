import { Group, Select } from '@mantine/core';
import { vociPerTipo } from '@zaino/domain/form-tesoreria';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import type { Voce } from '../api/elenca-voci.ts';

function SceltaVoce({
  label,
  voci,
  valore,
  onChange,
  errore,
}: {
  label: string;
  voci: readonly Voce[];
  valore: number | null;
  onChange: (v: number | null) => void;
  errore?: string;
}) {
  return (
    <Select
      label={label}
      searchable
      data={voci.map((v) => ({ value: String(v.id_voce), label: `${v.codice} ${v.descrizione}` }))}
      value={valore == null ? null : String(valore)}
      onChange={(v) => onChange(v == null ? null : Number(v))}
      error={errore}
    />
  );
}

/**
 * Spec 3 §5: a due's budget items, on the section's side only: an expense item (U) when the section
 * pays, an income item (E) when it is paid, each list sorted by code.
 */
export function VociCausale({
  voci,
  id_parte_da,
  id_parte_a,
  valori,
  onChange,
  errori,
}: {
  voci: readonly Voce[];
  id_parte_da: number | undefined;
  id_parte_a: number | undefined;
  valori: { id_voce_da: number | null; id_voce_a: number | null };
  onChange: (v: { id_voce_da: number | null; id_voce_a: number | null }) => void;
  errori: { id_voce_da?: string; id_voce_a?: string };
}) {
  if (id_parte_da !== ID_PARTE_SEZIONE && id_parte_a !== ID_PARTE_SEZIONE) return null;
  return (
    <Group grow align="flex-start">
      {id_parte_da === ID_PARTE_SEZIONE && (
        <SceltaVoce
          label="Voce (uscita)"
          voci={vociPerTipo(voci, 'U')}
          valore={valori.id_voce_da}
          onChange={(id_voce_da) => onChange({ ...valori, id_voce_da })}
          errore={errori.id_voce_da}
        />
      )}
      {id_parte_a === ID_PARTE_SEZIONE && (
        <SceltaVoce
          label="Voce (entrata)"
          voci={vociPerTipo(voci, 'E')}
          valore={valori.id_voce_a}
          onChange={(id_voce_a) => onChange({ ...valori, id_voce_a })}
          errore={errori.id_voce_a}
        />
      )}
    </Group>
  );
}
