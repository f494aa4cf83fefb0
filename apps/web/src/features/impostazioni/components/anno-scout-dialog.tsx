import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { modificaAnnoScoutSchema } from '@zaino/domain/form-anno-scout';
import { centesimiInInput, euroInCentesimi } from '@zaino/domain/importi';
import { useState } from 'react';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { validaModulo } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import type { AnnoScoutImpostazioni } from '../api/anni-scout-impostazioni.ts';
import { useModificaAnnoScout } from '../api/segreteria-anni.ts';
import { CampoData, CampoEuro, DateInItaliano } from './campi-anno.tsx';
import { AzioniDialogo } from '../../../components/azioni-dialogo.tsx';

export const CAMPI_DATA = [
  ['inizio_fiscale', 'Inizio anno fiscale'],
  ['limite_mora', 'Limite per la mora'],
  ['limite_iscrizioni', 'Limite per le iscrizioni'],
] as const;
export const CAMPI_IMPORTO = [
  ['quota_giovani_nuovi', 'Quota giovani nuovi'],
  ['quota_giovani_rinnovi', 'Quota giovani rinnovi'],
  ['quota_adulti_nuovi', 'Quota adulti nuovi'],
  ['quota_adulti_rinnovi', 'Quota adulti rinnovi'],
  ['mora_nuovi', 'Mora nuovi'],
  ['mora_rinnovi', 'Mora rinnovi'],
] as const;
type NomeData = (typeof CAMPI_DATA)[number][0];
type NomeImporto = (typeof CAMPI_IMPORTO)[number][0];
type Valori = Record<NomeData | NomeImporto, string>;

const valoriDa = (a: AnnoScoutImpostazioni): Valori =>
  ({
    ...Object.fromEntries(CAMPI_DATA.map(([c]) => [c, String(a[c])])),
    ...Object.fromEntries(CAMPI_IMPORTO.map(([c]) => [c, centesimiInInput(a[c]).replace('.', ',')])),
  }) as Valori;

/** The form's values as the domain schema reads them: euros → integer cents (rounded), ISO days. */
const inCentesimi = (anno_scout: number, v: Valori) => ({
  anno_scout,
  ...Object.fromEntries(CAMPI_DATA.map(([c]) => [c, v[c]])),
  ...Object.fromEntries(CAMPI_IMPORTO.map(([c]) => [c, euroInCentesimi(v[c])])),
});

/**
 * Spec 2 §7 /segreteria/modifica-anno-scout: every field of a scout year, amounts in euros and dates
 * with a picker, validated by the domain's modificaAnnoScoutSchema with its messages under each field.
 */
export function AnnoScoutDialog({ anno, onClose }: { anno: AnnoScoutImpostazioni; onClose: () => void }) {
  const modifica = useModificaAnnoScout();
  const [valori, setValori] = useState<Valori>(() => valoriDa(anno));
  const [tentato, setTentato] = useState(false);
  const modulo = validaModulo(modificaAnnoScoutSchema, inCentesimi(anno.anno_scout, valori));
  const errore = (c: string) => (tentato ? modulo.errore(c) : undefined);
  const cambia = (c: keyof Valori, v: string) => setValori((x) => ({ ...x, [c]: v }));

  const salva = async () => {
    setTentato(true);
    if (!modulo.ok || !modulo.dati) return;
    try {
      await modifica.mutateAsync(modulo.dati);
      notifySuccess('Dati aggiornati');
      onClose();
    } catch (error) {
      reportError(error, 'modifica anno scout');
      notifyError(errorMessage(error));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Modifica anno scout ${formatAnnoScout(anno.anno_scout)}`}
      centered
      size="lg"
      data-testid="dialog-anno-scout"
    >
      <DateInItaliano>
        <form
          noValidate
          aria-label={`Anno scout ${formatAnnoScout(anno.anno_scout)}`}
          onSubmit={(e) => {
            e.preventDefault();
            void salva();
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Importi in euro. Le quote già generate non cambiano.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {CAMPI_DATA.map(([c, etichetta], i) => (
                <CampoData
                  key={c}
                  // The dialog opens on its first field, not on the close button.
                  data-autofocus={i === 0 || undefined}
                  name={c}
                  label={etichetta}
                  value={valori[c]}
                  error={errore(c)}
                  disabled={modifica.isPending}
                  onChange={(v) => cambia(c, v)}
                />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {CAMPI_IMPORTO.map(([c, etichetta]) => (
                <CampoEuro
                  key={c}
                  name={c}
                  label={etichetta}
                  value={valori[c]}
                  error={errore(c)}
                  disabled={modifica.isPending}
                  onChange={(e) => cambia(c, e.currentTarget.value)}
                />
              ))}
            </SimpleGrid>
            <AzioniDialogo mt="xs">
              <Button variant="default" onClick={onClose} disabled={modifica.isPending}>
                Annulla
              </Button>
              <Button type="submit" loading={modifica.isPending}>
                Salva
              </Button>
            </AzioniDialogo>
          </Stack>
        </form>
      </DateInItaliano>
    </Modal>
  );
}
