import { Radio, Text } from '@mantine/core';
import { formatEuro } from '@zaino/domain/formato';
import type { OpzioneDovuto } from '../dovuti-per-movimento.ts';

/**
 * Decision 1155: the dues the 'Cambia' dialog's search found, inside its radio group. A due with
 * nothing left to pay stays in sight, disabled, with the reason; the chosen one says how much of the
 * line it takes and what is left unassigned on the payment, or (decision 1157) which started
 * transfer the line completes.
 */
export function ScelteDovuti({
  opzioni,
  scelta,
  importoMovimento,
}: {
  opzioni: readonly OpzioneDovuto[];
  scelta: string | null;
  importoMovimento: number;
}) {
  const scelto = opzioni.find((o) => o.valore === scelta && o.abbinabile);
  const resto = scelto ? importoMovimento - scelto.proposto : 0;
  return (
    <>
      {opzioni.map((o) => (
        <Radio key={o.valore} value={o.valore} label={o.etichetta} disabled={!o.abbinabile} />
      ))}
      {scelto?.id_transazione_finanziaria !== undefined && (
        <Text size="sm" aria-live="polite">
          Il movimento completa il pagamento n. {scelto.id_transazione_finanziaria}: le quote che copre
          risulteranno pagate.
        </Text>
      )}
      {scelto && scelto.id_transazione_finanziaria === undefined && (
        <Text size="sm" aria-live="polite">
          Alla quota vanno {formatEuro(scelto.proposto)}
          {resto > 0
            ? `; gli altri ${formatEuro(resto)} del movimento restano sul pagamento, senza quota`
            : ''}
          .
        </Text>
      )}
    </>
  );
}
