import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { FORMATI_ESTRATTO_CONTO } from '@zaino/domain/estratto-conto';
import { type RichiestaRendiconto, urlRendiconto } from '../api/rendiconto.ts';
import { ETICHETTE_FORMATO as FORMATI, useEsportazioneServer } from '../api/use-esportazione-server.ts';
import { DialogoDownload } from './dialogo-download.tsx';

/** Decision 1140: the statement as PDF or XLSX, through the download dialog like the account statement. */
export function EsportaRendiconto({ anno }: { anno: number | null }) {
  const { richiesta, setRichiesta, url } = useEsportazioneServer<RichiestaRendiconto>(
    'rendiconto-esporta',
    urlRendiconto,
    'Esportazione rendiconto',
  );
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
