import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AzioniPagamentiProps } from '../../../components/azioni-pagamenti.ts';
import { CausaleDialog, useCausaleDialog } from './causale-dialog.tsx';
import { PagamentoDialog, usePagamentoDialog } from './pagamento-dialog.tsx';
import type { Soggetto } from './soggetto.ts';
import { useCassa } from './use-cassa.ts';

/**
 * Spec 2 §6 (super: "create or edit transactions") on the person page's 'Pagamenti & Quote' tab: the
 * treasury's own payment and due dialogs, with the person as payer. Shown only with
 * 'tesoreria.aggiungi' on the selected scout year (spec 2 §6: adding payments only in a current or
 * future year), the catalogue rule the server applies to the same writes.
 */
export function AzioniPagamentiPersona({ id_parte, nome }: AzioniPagamentiProps) {
  const { puoAggiungere } = useCassa();
  const pagamento = usePagamentoDialog();
  const causale = useCausaleDialog();
  if (!puoAggiungere) return null;
  const da: Soggetto = { id_parte, tipo: 'persona', nome };
  return (
    <>
      <Group gap="sm">
        <Button leftSection={<IconPlus size={16} />} onClick={() => pagamento.apri(null, { da })}>
          Aggiungi pagamento
        </Button>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => causale.apri(null, { da })}
        >
          Nuova causale
        </Button>
      </Group>
      <PagamentoDialog {...pagamento.props} />
      <CausaleDialog {...causale.props} />
    </>
  );
}
