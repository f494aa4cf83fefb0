// mantine-datatable speaks English to screen readers by default: the pagination's words and controls
// and the selection checkboxes, in Italian for every table of the app.

const CONTROLLI = {
  first: 'Prima pagina',
  previous: 'Pagina precedente',
  next: 'Pagina successiva',
  last: 'Ultima pagina',
} as const;

export const PAGINAZIONE_IN_ITALIANO = {
  paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
    `${from}–${to} di ${totalRecords}`,
  getPaginationControlProps: (control: keyof typeof CONTROLLI) => ({ 'aria-label': CONTROLLI[control] }),
  getPaginationItemProps: (page: number) => ({ 'aria-label': `Pagina ${page}` }),
};

/** The same words for Mantine's own Pagination (a list paged by the server, decision 0925). */
export const PAGINATORE_IN_ITALIANO = {
  getControlProps: (control: keyof typeof CONTROLLI) => ({ 'aria-label': CONTROLLI[control] }),
  getItemProps: (page: number) => ({ 'aria-label': `Pagina ${page}` }),
};

export const SELEZIONE_IN_ITALIANO = {
  allRecordsSelectionCheckboxProps: { 'aria-label': 'Seleziona tutte le righe della pagina' },
  getRecordSelectionCheckboxProps: () => ({ 'aria-label': 'Seleziona la riga' }),
};
