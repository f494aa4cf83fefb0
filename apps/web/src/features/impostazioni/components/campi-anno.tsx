import { TextInput, type TextInputProps } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/it';
import { dataNazionale } from '@zaino/domain/nazionale-file';
import type { ReactNode } from 'react';

/**
 * Spec 2 §3: an amount entered in euros ('85', '85,50'); the form converts it to integer cents with
 * the domain's euroInCentesimi (rounded at the cent) before validating.
 */
export function CampoEuro(props: TextInputProps) {
  return <TextInput inputMode="decimal" autoComplete="off" rightSection="€" {...props} />;
}

/** A day chosen with the date picker or typed as dd/mm/yyyy; the form keeps it as an ISO day. */
export function CampoData({
  value,
  onChange,
  ...props
}: {
  label: string;
  name: string;
  value: string;
  error?: ReactNode;
  disabled?: boolean;
  /** the dialog opens on this field (Mantine's focus trap reads data-autofocus) */
  'data-autofocus'?: boolean;
  onChange: (giorno: string) => void;
}) {
  return (
    <DateInput
      {...props}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      valueFormat="DD/MM/YYYY"
      placeholder="gg/mm/aaaa"
      // Only a day that exists: '31/02/2026' is not read as 3 March, the field keeps its last good day.
      dateParser={dataNazionale}
      popoverProps={{ withinPortal: true }}
    />
  );
}

/** Italian month and day names for the pickers of the settings page. */
export function DateInItaliano({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'it', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
