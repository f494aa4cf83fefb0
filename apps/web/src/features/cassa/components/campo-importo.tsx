import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Spec 3 §5: an amount typed in euros (Italian comma, two decimals, never negative); the form keeps cents. */
export function CampoImporto(props: NumberInputProps) {
  return (
    <NumberInput
      label="Importo (€)"
      decimalScale={2}
      decimalSeparator=","
      thousandSeparator="."
      min={0}
      hideControls
      {...props}
    />
  );
}
