import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useViewer } from '../../../app/shell/use-viewer.ts';
import { ConfermaAzione } from '../../../components/conferma-azione.tsx';
import { graphql } from '../../../gql/index.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { request } from '../../../lib/graphql.ts';
import { notifyDanger, notifySuccess } from '../../../lib/notify.ts';

const REINVIA = graphql(`
  mutation reinviaRicevuta($id_transazione_finanziaria: Int!) {
    reinviaRicevuta(id_transazione_finanziaria: $id_transazione_finanziaria) { destinatari }
  }
`);

/** Decision 1153: an issued receipt's mail again, for 'ricevuta.reinvia', after a confirmation. */
export function ReinviaRicevuta({ id_transazione_finanziaria }: { id_transazione_finanziaria: number }) {
  const { puo } = useViewer();
  const [chiedi, setChiedi] = useState(false);
  const reinvia = useMutation({ mutationFn: () => request(REINVIA, { id_transazione_finanziaria }) });
  if (!puo('ricevuta.reinvia')) return null;
  const conferma = () =>
    reinvia.mutate(undefined, {
      onSuccess: ({ reinviaRicevuta: e }) => notifySuccess(`Ricevuta inviata a ${e.destinatari.join(', ')}.`),
      onError: (err) => notifyDanger(errorMessage(err)),
      onSettled: () => setChiedi(false),
    });
  return (
    <Group mt="xs">
      <Button variant="default" onClick={() => setChiedi(true)}>
        Reinvia ricevuta
      </Button>
      <ConfermaAzione
        opened={chiedi}
        title="Reinvia ricevuta"
        confirmLabel="Reinvia"
        distruttiva={false}
        loading={reinvia.isPending}
        onClose={() => setChiedi(false)}
        onConfirm={conferma}
      >
        Inviare di nuovo la mail della ricevuta, con il PDF, a chi ha pagato?
      </ConfermaAzione>
    </Group>
  );
}
