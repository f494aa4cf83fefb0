import { Card, Stack, Text, Title } from '@mantine/core';
import { formatDimensione } from '@zaino/domain/formato';
import { DettaglioAllegato, RigaFile, RigaRicevuta } from './riga-file.tsx';
import { ScaricaAllegatoDialog, useScaricaAllegato } from './scarica-allegato-dialog.tsx';

interface Props {
  ricevuta_id_allegato: number | null;
  numero_ricevuta: number | null;
  bonifico_id_allegato: number | null;
  allegati: readonly { id_allegato: number; nome: string; dimensione: number }[];
}

/**
 * A payment's receipt and attachments on its page, to download (decision 1121): whoever reads the
 * payment gets them, the auditor included, who has no edit dialog to reach them through. Adding and
 * removing files stay in the payment dialog.
 */
export function DocumentiPagamento({
  ricevuta_id_allegato,
  numero_ricevuta,
  bonifico_id_allegato,
  allegati,
}: Props) {
  const download = useScaricaAllegato();
  return (
    <>
      <Title order={2} fz="lg" mb="xs" mt="lg">
        Ricevuta e allegati
      </Title>
      <Card withBorder radius="md" padding="sm">
        <Stack gap="xs">
          {ricevuta_id_allegato != null && (
            <RigaRicevuta
              numero={numero_ricevuta}
              onScarica={() =>
                download.apri({ id_allegato: ricevuta_id_allegato, tipo: 'ricevuta', nome: 'ricevuta' })
              }
            />
          )}
          {allegati.length === 0 && ricevuta_id_allegato == null && (
            <Text c="dimmed" fz="sm">
              Nessun allegato
            </Text>
          )}
          {allegati.map((a) => {
            const bonifico = a.id_allegato === bonifico_id_allegato;
            return (
              <RigaFile
                key={a.id_allegato}
                nome={a.nome}
                testId="allegato-pagamento"
                dettaglio={<DettaglioAllegato testo={formatDimensione(a.dimensione)} bonifico={bonifico} />}
                scarica={{
                  etichetta: `Scarica ${a.nome}`,
                  onClick: () =>
                    download.apri({
                      id_allegato: a.id_allegato,
                      tipo: bonifico ? 'bonifico' : 'allegato',
                      nome: a.nome,
                    }),
                }}
              />
            );
          })}
        </Stack>
      </Card>
      <ScaricaAllegatoDialog {...download.props} />
    </>
  );
}
