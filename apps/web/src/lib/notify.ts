// Toasts (Mantine notifications) are loaded on demand so they stay out of the first page load.

function show(options: { color: string; title?: string; message: string }): void {
  // The close button's name and size come from the theme (Notification's defaults, decision 0205).
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(options));
}

/** Spec 1 §8 generic danger toast: 'Si è verificato un errore: {error}'. */
export function notifyError(error: string, title?: string): void {
  show({ color: 'red', title, message: `Si è verificato un errore: ${error}` });
}

/** A danger toast with the given text as it is. */
export function notifyDanger(message: string, title?: string): void {
  show({ color: 'red', title, message });
}

export function notifySuccess(message: string, title?: string): void {
  show({ color: 'green', title, message });
}
