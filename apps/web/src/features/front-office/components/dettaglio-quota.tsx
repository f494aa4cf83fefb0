import { Divider, Group, Stack, Text } from '@mantine/core';
import { type AnnoScout, faseMora } from '@zaino/domain/anno-scout';
import { isoGiorno } from '@zaino/domain/date';
import { formatData, formatEuro } from '@zaino/domain/formato';
import { type CategoriaQuota, quotaIscrizione, scomponiQuota } from '@zaino/domain/quote';

interface Props {
  anno: AnnoScout;
  categoria: CategoriaQuota;
  /** the amount of the fee due; null before it is created (then today's fee of the rule) */
  importo: number | null;
  /** the fee is paid or being verified: the late fee to come is not mentioned */
  chiusa: boolean;
}

function Riga({ label, valore, forte }: { label: string; valore: number; forte?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fz="sm" fw={forte ? 700 : 400}>
        {label}
      </Text>
      <Text fz="sm" fw={forte ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {formatEuro(valore)}
      </Text>
    </Group>
  );
}

/** Spec 3 §4 step 3 and spec 2 §9: the fee explained: base (new or renewal), late fee and from when. */
export function DettaglioQuota({ anno, categoria, importo, chiusa }: Props) {
  const totale = importo ?? quotaIscrizione(anno, categoria, faseMora(anno, isoGiorno(new Date())));
  const parti = scomponiQuota(anno, totale, categoria);
  const chi = categoria.adulto ? 'adulti' : 'giovani';
  return (
    <Stack gap={4} data-testid="dettaglio-quota">
      <Divider mb={4} />
      {parti ? (
        <>
          <Riga label={`Quota ${chi}, ${parti.nuovo ? 'nuova iscrizione' : 'rinnovo'}`} valore={parti.base} />
          {parti.mora > 0 && <Riga label={`Mora (dal ${formatData(parti.moraDal)})`} valore={parti.mora} />}
          <Riga label="Totale" valore={totale} forte />
          {parti.mora === 0 && parti.moraPrevista > 0 && !chiusa && (
            <Text fz="xs" c="dimmed">
              Dal {formatData(parti.moraDal)} alla quota si aggiunge una mora di{' '}
              {formatEuro(parti.moraPrevista)}.
            </Text>
          )}
        </>
      ) : (
        <Riga label="Quota" valore={totale} forte />
      )}
    </Stack>
  );
}
