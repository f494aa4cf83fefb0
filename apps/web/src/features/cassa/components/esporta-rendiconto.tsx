import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { FORMATI_ESTRATTO_CONTO, type FormatoEstrattoConto } from '@zaino/domain/estratto-conto';
import { useEffect, useState } from 'react';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { notifyDanger } from '../../../lib/notify.ts';
import { type RichiestaRendiconto, urlRendiconto } from '../api/rendiconto.ts';
import { DialogoDownload } from './dialogo-download.tsx';

const FORMATI: Record<FormatoEstrattoConto, string> = { pdf: 'PDF', xlsx: 'Excel (XLSX)' };

/** Decision 1140: the statement as PDF or XLSX, through the download dialog like the account statement. */
export function EsportaRendiconto({ anno }: { anno: number | null }) {
  const [richiesta, setRichiesta] = useState<RichiestaRendiconto | null>(null);
  const url = useQuery({
    queryKey: ['rendiconto-esporta', richiesta],
    queryFn: () => urlRendiconto(richiesta!),
    enabled: richiesta != null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (!url.isError || richiesta == null) return;
    reportError(url.error, 'esportazione rendiconto');
    notifyDanger(`C'è stato un errore: ${errorMessage(url.error)}`, 'Esportazione rendiconto');
    setRichiesta(null);
  }, [url.isError, url.error, richiesta]);
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconFileExport size={16} />}
            rightSection={<IconChevronDown size={14} />}
            disabled={anno === null}
          >
            Esporta
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {FORMATI_ESTRATTO_CONTO.map((formato) => (
            <Menu.Item
              key={formato}
              onClick={() => anno !== null && setRichiesta({ anno_scout: anno, formato })}
            >
              {FORMATI[formato]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <DialogoDownload
        opened={richiesta != null && !url.isError}
        onClose={() => setRichiesta(null)}
        titolo="Rendiconto per cassa"
        url={url}
        pronto="Rendiconto pronto!"
        etichetta={`Scarica ${richiesta ? FORMATI[richiesta.formato] : ''}`}
      />
    </>
  );
}
