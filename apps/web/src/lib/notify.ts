import { notifications } from '@mantine/notifications';

/** Spec 1 §8 generic danger toast: 'Si è verificato un errore: {error}'. */
export function notifyError(error: string, title?: string): void {
  notifications.show({ color: 'red', title, message: `Si è verificato un errore: ${error}` });
}

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message });
}
