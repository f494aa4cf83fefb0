import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * Spec 3 §5: an amount typed in euros (Italian comma, two decimals, never negative); the form keeps
 * cents. Only the comma is a decimal separator: the field shows thousands with a dot ('9.900'), so
 * typing '9.900' must mean nine thousand nine hundred, not 9,90 €.
 */
export function CampoImporto(props: NumberInputProps) {
  return (
    <NumberInput
      label="Importo (€)"
      decimalScale={2}
      decimalSeparator=","
      allowedDecimalSeparators={[',']}
      thousandSeparator="."
      min={0}
      hideControls
      {...props}
    />
  );
}
