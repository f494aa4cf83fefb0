/**
 * The close button of every dialog and toast, set once in the theme (Modal and Notification defaults,
 * decision 0205): an Italian name for screen readers (axe 'button-name'), and
 * a 44 px touch target (Mantine's is 28 px; issue 12) around the usual 20 px cross.
 */
export const PULSANTE_CHIUDI = { 'aria-label': 'Chiudi', size: 'xl', iconSize: 20 } as const;
