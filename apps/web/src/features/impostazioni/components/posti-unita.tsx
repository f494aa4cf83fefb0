import { Button, Group, NumberInput, Text } from '@mantine/core';
import { MSG_LISTE_ATTESA, POSTI_MAX, postiUnitaSchema } from '@zaino/domain/liste-attesa-gestione';
import { useState } from 'react';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useModificaPostiUnita } from '../api/modifica-posti-unita.ts';
import type { ListaAttesaUnita } from '../api/liste-attesa.ts';

/** Decision 1024: a unit's places, 0–999 or empty (not counted: the refresh never fills the unit). */
export function PostiUnita({ unita, modificabile }: { unita: ListaAttesaUnita; modificabile: boolean }) {
  const modifica = useModificaPostiUnita();
  const [valore, setValore] = useState<string | number>(unita.posti ?? '');
  const [errore, setErrore] = useState<string | undefined>();
  if (!modificabile)
    return (
      <Text fz="sm">
        Posti: {unita.posti === null ? 'non indicati' : unita.posti} · occupati nell'anno attivo:{' '}
        {unita.occupati}
      </Text>
    );

  const salva = async () => {
    const posti = valore === '' ? null : Number(valore);
    const esito = postiUnitaSchema.safeParse({ id_unita: unita.id_unita, posti });
    if (!esito.success) return setErrore(MSG_LISTE_ATTESA.posti);
    try {
      const r = await modifica.mutateAsync({ id_unita: unita.id_unita, posti: esito.data.posti });
      setValore(r.modificaPostiUnita.posti ?? '');
      notifySuccess(`Posti di ${unita.descrizione} salvati`);
    } catch (error) {
      reportError(error, 'modifica posti unità');
      notifyError(errorMessage(error));
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void salva();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="Posti"
          description={`Occupati nell'anno attivo: ${unita.occupati}. Vuoto: non contati.`}
          value={valore}
          onChange={(v) => {
            setValore(v);
            setErrore(undefined);
          }}
          min={0}
          max={POSTI_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={errore}
          w={220}
          data-testid={`posti-${unita.id_unita}`}
        />
        <Button type="submit" variant="default" loading={modifica.isPending}>
          Salva posti
        </Button>
      </Group>
    </form>
  );
}
