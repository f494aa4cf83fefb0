import { Text } from '@mantine/core';
import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { formatDataOraSezione } from '@zaino/domain/formato';
import type { EsecuzionePasso } from '../api/passi-ciclo.ts';
import { conteggiLeggibili } from './campi-passi.ts';

/** A checklist row's last run: when (Italy's clock), who, for which year, with what result. */
export function UltimaEsecuzione({ run }: { run: EsecuzionePasso | undefined }) {
  if (!run) return <Text size="sm">Mai eseguito</Text>;
  // Italy's date and time, whatever the browser's zone (decision 1021).
  const quando = formatDataOraSezione(run.eseguito);
  const chi = run.nome_autore ?? run.autore;
  const conteggi = conteggiLeggibili(run.conteggi);
  return (
    <Text size="sm">
      Ultima esecuzione: {quando}, {chi} ({formatAnnoScout(run.anno_scout)}) —{' '}
      {run.esito === 'successo' ? (
        <>riuscita{conteggi ? `, ${conteggi}` : ''}</>
      ) : (
        <Text span c="red.8" size="sm">
          non riuscita: {run.errori[0]?.motivo ?? 'errore'}
        </Text>
      )}
      {run.esito === 'successo' &&
        run.errori.length > 0 &&
        ` · ${run.errori.length} persone lasciate da parte`}
    </Text>
  );
}
