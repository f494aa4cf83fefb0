import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { FORMATI_ESTRATTO_CONTO, type FormatoEstrattoConto } from '@zaino/domain/estratto-conto';
import { ETICHETTE_METODO, METODI_PAGAMENTO, type TipoPagamento } from '@zaino/domain/transazioni';
import { Fragment } from 'react';
import { type RichiestaEstratto, urlEstrattoConto } from '../api/estratto-conto.ts';
import { ETICHETTE_FORMATO as FORMATI, useEsportazioneServer } from '../api/use-esportazione-server.ts';
import { DialogoDownload } from './dialogo-download.tsx';

interface Props {
  id_parte: number;
  anno: number | null;
  /** the page's method, or null on the list of every method (the menu then offers each) */
  tipo: TipoPagamento | null;
}

/**
 * Spec 3 §2/§7 account statement of one method as PDF or XLSX, written by the server and downloaded
 * through the download dialog; a failure is the spec's red toast titled 'Esportazione estratto conto'
 * (§8).
 */
export function EstrattoConto({ id_parte, anno, tipo }: Props) {
  const { richiesta, setRichiesta, url } = useEsportazioneServer<RichiestaEstratto>(
    'estratto-conto',
    urlEstrattoConto,
    'Esportazione estratto conto',
  );

  const metodi = tipo ? [tipo] : METODI_PAGAMENTO;
  const voce = (t: TipoPagamento, formato: FormatoEstrattoConto) => (
    <Menu.Item
      key={`${t}-${formato}`}
      onClick={() => anno !== null && setRichiesta({ id_parte, tipo: t, anno_scout: anno, formato })}
    >
      {tipo ? FORMATI[formato] : `${ETICHETTE_METODO[t]} · ${FORMATI[formato]}`}
    </Menu.Item>
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
            Estratto conto
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {metodi.map((t, i) => (
            <Fragment key={t}>
              {!tipo && i > 0 && <Menu.Divider />}
              {FORMATI_ESTRATTO_CONTO.map((f) => voce(t, f))}
            </Fragment>
          ))}
        </Menu.Dropdown>
      </Menu>
      <DialogoDownload
        opened={richiesta != null && !url.isError}
        onClose={() => setRichiesta(null)}
        titolo={`Estratto conto ${richiesta ? ETICHETTE_METODO[richiesta.tipo] : ''}`}
        url={url}
        pronto="Estratto conto pronto!"
        etichetta={`Scarica ${richiesta ? FORMATI[richiesta.formato] : ''}`}
      />
    </>
  );
}
