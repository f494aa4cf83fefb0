import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { Button, Group, Skeleton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorDisplay } from '../../../../../components/error-display.tsx';
import { usePersonaAnagrafica } from '../../../api/persona-anagrafica.ts';
import type { TabProps } from '../../../persona-tabs.ts';
import { AnagraficaEdit } from '../anagrafica/anagrafica-edit.tsx';
import { AnagraficaView } from '../anagrafica/anagrafica-view.tsx';

/** Spec 2 §2 'Anagrafica & Contatti': view mode, then 'Modifica', then save or cancel. */
export function AnagraficaTab({ idPersona }: TabProps) {
  const q = usePersonaAnagrafica(idPersona);
  const [modifica, setModifica] = useState(false);

  if (q.isPending) return <Skeleton height={240} radius="md" />;
  if (q.isError || !q.data.persona) {
    return (
      <ErrorDisplay
        error={q.error}
        notFoundMessage={NON_TROVATO.personaScheda}
        onRetry={() => void q.refetch()}
      />
    );
  }
  const p = q.data.persona;
  if (modifica) return <AnagraficaEdit key={p.id_persona} p={p} onDone={() => setModifica(false)} />;
  return (
    <>
      {p.viewerCan.includes('persona.modifica') && (
        <Group justify="flex-end" mb="sm">
          <Button leftSection={<IconPencil size={16} />} onClick={() => setModifica(true)}>
            Modifica
          </Button>
        </Group>
      )}
      <AnagraficaView p={p} inizioFiscale={q.data.inizioFiscale} />
    </>
  );
}
