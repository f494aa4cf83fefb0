import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { urlAllegato } from '../api/modifica-pagamento.ts';
import { DialogoDownload } from './dialogo-download.tsx';

// Spec 1 §7–§8, spec 3 §2: the download dialog of a receipt, an attachment or a bank receipt.

export type TipoDownload = 'ricevuta' | 'allegato' | 'bonifico';

export interface Scaricabile {
  id_allegato: number;
  tipo: TipoDownload;
  nome: string;
}

/** Which file the dialog prepares; closed when null. */
export function useScaricaAllegato() {
  const [file, setFile] = useState<Scaricabile | null>(null);
  return {
    apri: setFile,
    props: { file, onClose: () => setFile(null) },
  };
}

export function ScaricaAllegatoDialog({ file, onClose }: ReturnType<typeof useScaricaAllegato>['props']) {
  // A signed URL lives a few minutes: asked anew each time the dialog opens, never cached.
  const url = useQuery({
    queryKey: ['download-allegato', file?.id_allegato],
    queryFn: () => urlAllegato(file!.id_allegato),
    enabled: file != null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const ricevuta = file?.tipo === 'ricevuta';
  return (
    <DialogoDownload
      opened={file != null}
      onClose={onClose}
      titolo={ricevuta ? 'Scarica ricevuta' : 'Scarica allegato'}
      url={url}
      pronto={ricevuta ? 'Ricevuta pronta!' : 'Allegato pronto!'}
      etichetta={`Scarica ${file?.nome ?? ''}`}
    />
  );
}
