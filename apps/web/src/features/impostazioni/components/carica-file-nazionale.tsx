import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { LIMITI_FILE_NAZIONALE, MSG_FILE_NAZIONALE_GRANDE, TIPO_XLSX } from '@zaino/domain/nazionale-file';
import { errorMessage } from '../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCaricaFileNazionale } from '../api/passi-ciclo.ts';
import { conteggiLeggibili } from './campi-passi.ts';

/**
 * Decisions 0923, 0924: the office uploads the national body's export (CSV or XLSX) when no national service is
 * configured, or besides it; the server compares it like a download and keeps the run in the
 * step's history. The size bound is checked here too, so a wrong file fails before it is sent.
 */
export function CaricaFileNazionale() {
  const carica = useCaricaFileNazionale();

  async function scelto(file: File | null) {
    if (!file) return;
    if (file.size > LIMITI_FILE_NAZIONALE.byte) {
      notifyError(MSG_FILE_NAZIONALE_GRANDE);
      return;
    }
    try {
      const esito = await carica.mutateAsync(file);
      if (esito.status !== 'success') {
        notifyError(esito.message ?? 'File del nazionale non caricato');
        return;
      }
      const { status: _, message: __, ...conteggi } = esito;
      const dettagli = conteggiLeggibili(conteggi as Record<string, number>);
      notifySuccess(dettagli ? `Dati aggiornati (${dettagli})` : 'Dati aggiornati');
    } catch (e) {
      notifyError(errorMessage(e));
    }
  }

  return (
    <FileButton onChange={(f) => void scelto(f)} accept={`.csv,.xlsx,text/csv,text/plain,${TIPO_XLSX}`}>
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={<IconUpload size={16} />}
          loading={carica.isPending}
        >
          Carica il file del nazionale
        </Button>
      )}
    </FileButton>
  );
}
