import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { modificaSaldoAnnualeSchema } from '@zaino/domain/form-bilancio';
import { centesimiInInput, euroInCentesimi } from '@zaino/domain/importi';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import { useEffect, useRef, useState } from 'react';
import { ErroreLista } from '../../../components/errore-lista.tsx';
import { Loading } from '../../../components/loading.tsx';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { validaModulo } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  type SaldoAnnualeVariabili,
  useModificaSaldoAnnuale,
  useSaldoInizialeAnno,
} from '../api/saldo-anno.ts';
import { CampoEuro } from './campi-anno.tsx';
import { AzioniDialogo } from '../../../components/azioni-dialogo.tsx';

const METODI = [
  ['bank', 'Banca'],
  ['cash', 'Contanti'],
  ['satispay', 'Satispay'],
  ['stripe', 'Stripe'],
] as const;
type Metodo = (typeof METODI)[number][0];

function ModuloSaldi({
  anno_scout,
  iniziali,
  onClose,
}: {
  anno_scout: number;
  iniziali: Record<Metodo, number>;
  onClose: () => void;
}) {
  const modifica = useModificaSaldoAnnuale();
  // The balances arrive after the dialog opened (its focus trap then chose the close button): the
  // form takes the focus to its first field when it appears.
  const primo = useRef<HTMLInputElement>(null);
  useEffect(() => primo.current?.focus(), []);
  const [valori, setValori] = useState<Record<Metodo, string>>(
    () =>
      Object.fromEntries(METODI.map(([m]) => [m, centesimiInInput(iniziali[m]).replace('.', ',')])) as Record<
        Metodo,
        string
      >,
  );
  const [tentato, setTentato] = useState(false);
  const modulo = validaModulo(modificaSaldoAnnualeSchema, {
    anno_scout,
    id_parte: ID_PARTE_SEZIONE,
    ...Object.fromEntries(METODI.map(([m]) => [m, euroInCentesimi(valori[m]) ?? 0])),
  });
  const salva = async () => {
    setTentato(true);
    if (!modulo.ok || !modulo.dati) return;
    try {
      await modifica.mutateAsync(modulo.dati as SaldoAnnualeVariabili);
      notifySuccess('Dati aggiornati');
      onClose();
    } catch (error) {
      reportError(error, 'modifica saldi annuali');
      notifyError(errorMessage(error));
    }
  };
  return (
    <form
      noValidate
      aria-label={`Saldi iniziali ${formatAnnoScout(anno_scout)}`}
      onSubmit={(e) => {
        e.preventDefault();
        void salva();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Saldi iniziali della sezione all'inizio dell'anno, in euro (anche negativi).
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {METODI.map(([m, etichetta], i) => (
            <CampoEuro
              key={m}
              // The dialog opens on its first field, not on the close button.
              data-autofocus={i === 0 || undefined}
              ref={i === 0 ? primo : undefined}
              name={m}
              label={etichetta}
              value={valori[m]}
              error={tentato ? modulo.errore(m) : undefined}
              disabled={modifica.isPending}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setValori((x) => ({ ...x, [m]: v }));
              }}
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
  );
}

/** Spec 2 §2 'edit balance', §7 modificaSaldoAnnuale: the section's opening balances of a year. */
export function SaldiAnnoDialog({ anno_scout, onClose }: { anno_scout: number; onClose: () => void }) {
  const saldo = useSaldoInizialeAnno(ID_PARTE_SEZIONE, anno_scout);
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Saldi iniziali ${formatAnnoScout(anno_scout)}`}
      centered
      data-testid="dialog-saldi-anno"
    >
      {saldo.isPending ? (
        <Loading />
      ) : saldo.isError ? (
        <ErroreLista error={saldo.error} onRetry={() => void saldo.refetch()} />
      ) : (
        <ModuloSaldi anno_scout={anno_scout} iniziali={saldo.data} onClose={onClose} />
      )}
    </Modal>
  );
}
