import { ActionIcon, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLink, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ErroreCampo } from '@zaino/domain/validazione';
import { importoNuovaCausale } from '@zaino/domain/form-tesoreria';
import { euroInCentesimi } from '@zaino/domain/importi';
import { useState } from 'react';
import type { CausaleTrovata } from '../api/cerca-transazioni.ts';
import { useVoci } from '../api/elenca-voci.ts';
import { attivi, collegaCausale, togliCollegamento } from '../collegamenti.ts';
import type { Collegamento } from '../valori-pagamento.ts';
import { CampoImporto } from './campo-importo.tsx';
import { DialogoRicerca } from './dialogo-ricerca.tsx';
import { RICERCA_CAUSALI } from './ricerche-collegamento.tsx';
import { VociCausale } from './scelta-voce.tsx';

let prossimoId = -1;
const idNuovo = () => prossimoId--;

/**
 * Spec 3 §4 the payment dialog's 'Causali collegate': the linked dues with their amounts, 'Collega
 * causale esistente' (a search) and 'Aggiungi causale' (a new due saved with the payment).
 */
export function CausaliCollegate({
  collegamenti,
  onChange,
  importo,
  id_parte_da,
  id_parte_a,
  errore,
  errori,
}: {
  collegamenti: Collegamento[];
  onChange: (cambia: (xs: Collegamento[]) => Collegamento[]) => void;
  /** the payment's amount in cents (what a new or linked due takes by default) */
  importo: number;
  id_parte_da: number | undefined;
  id_parte_a: number | undefined;
  /** the message of a field of the form, once it was sent */
  errore: (campo: string) => string | undefined;
  /** every problem of the form (a link's own message hides the list's) */
  errori: readonly ErroreCampo[];
}) {
  const voci = useVoci().data ?? [];
  const [cercaCausale, setCercaCausale] = useState(false);

  const aggiorna = (idT: number, cambia: (c: Collegamento) => Collegamento) =>
    onChange((xs) => xs.map((c) => (c.id_transazione === idT ? cambia(c) : c)));

  /** Spec 3 §4 'Link to existing cause': a due chosen in the search, or the refusal. */
  function collega(c: CausaleTrovata): string | null {
    const esito = collegaCausale(collegamenti, c, importo);
    if (esito.esito === 'rifiuto') return esito.messaggio;
    if (esito.esito === 'ripristina') {
      aggiorna(esito.id_transazione, (x) => ({ ...x, elimina: false }));
      return null;
    }
    onChange((xs) => [
      ...xs,
      {
        id_transazione: idNuovo(),
        importo: esito.importo,
        elimina: false,
        id_altro: c.id_transazione_economica,
        desc: c.causale_desc,
      },
    ]);
    return null;
  }

  function aggiungiCausale() {
    onChange((xs) => [
      ...xs,
      {
        id_transazione: idNuovo(),
        importo: Math.max(
          0,
          importoNuovaCausale(
            importo,
            attivi(xs).map((c) => ({ importo: c.importo ?? 0 })),
          ),
        ),
        elimina: false,
        id_altro: null,
        desc: '',
        nuovo: { causale_desc: '', id_voce_da: null, id_voce_a: null },
      },
    ]);
  }

  return (
    <>
      <Divider label="Causali collegate" labelPosition="left" />
      {attivi(collegamenti).length === 0 && (
        <Text c="dimmed" fz="sm">
          Nessuna causale collegata
        </Text>
      )}
      {collegamenti.map((c, i) =>
        c.elimina ? null : (
          <Stack key={c.id_transazione} gap={4} data-testid="collegamento-pagamento">
            <Group align="flex-start" wrap="nowrap">
              {c.nuovo ? (
                <TextInput
                  style={{ flex: 1 }}
                  label="Descrizione nuova causale"
                  value={c.nuovo.causale_desc}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    aggiorna(c.id_transazione, (x) => ({ ...x, nuovo: { ...x.nuovo!, causale_desc: v } }));
                  }}
                  error={errore(`transazioni.${i}.transazione_economica.causale_desc`)}
                />
              ) : (
                <Text style={{ flex: 1 }} mt={28} fz="sm">
                  {c.desc || `Causale ${c.id_altro}`}
                </Text>
              )}
              <CampoImporto
                w={130}
                value={c.importo == null ? '' : c.importo / 100}
                onChange={(v) => {
                  const cent = euroInCentesimi(v === '' ? null : String(v));
                  aggiorna(c.id_transazione, (x) => ({ ...x, importo: cent }));
                }}
                thousandSeparator={undefined}
                error={errore(`transazioni.${i}.importo`)}
              />
              <ActionIcon
                mt={28}
                color="red"
                variant="subtle"
                aria-label={`Togli ${c.desc || 'causale'}`}
                onClick={() => onChange((xs) => togliCollegamento(xs, c.id_transazione))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            {c.nuovo && (
              <VociCausale
                voci={voci}
                id_parte_da={id_parte_da}
                id_parte_a={id_parte_a}
                valori={c.nuovo}
                onChange={(v) => aggiorna(c.id_transazione, (x) => ({ ...x, nuovo: { ...x.nuovo!, ...v } }))}
                errori={{
                  id_voce_da: errore(`transazioni.${i}.transazione_economica.id_voce_da`),
                  id_voce_a: errore(`transazioni.${i}.transazione_economica.id_voce_a`),
                }}
              />
            )}
          </Stack>
        ),
      )}
      <Group gap="sm">
        <Button variant="default" leftSection={<IconLink size={16} />} onClick={() => setCercaCausale(true)}>
          Collega causale esistente
        </Button>
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={aggiungiCausale}>
          Aggiungi causale
        </Button>
      </Group>
      {errore('transazioni') && !errori.some((x) => /^transazioni\.\d/.test(x.campo)) && (
        <Text c="red" fz="sm">
          {errore('transazioni')}
        </Text>
      )}
      <DialogoRicerca
        {...RICERCA_CAUSALI}
        opened={cercaCausale}
        onClose={() => setCercaCausale(false)}
        onScelto={collega}
      />
    </>
  );
}
