import { Text, type TextProps } from '@mantine/core';
import { coloreImporto, formatEuro } from '@zaino/domain/formato';

/** Spec 3 §9: an amount in cents as euros in Italian format, green when 0 or more, red when negative. */
export function Importo({ centesimi, ...props }: { centesimi: number } & TextProps) {
  return (
    <Text component="span" c={coloreImporto(centesimi)} fz="sm" style={{ whiteSpace: 'nowrap' }} {...props}>
      {formatEuro(centesimi)}
    </Text>
  );
}
