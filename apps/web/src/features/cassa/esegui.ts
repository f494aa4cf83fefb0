import { errorMessage, reportError } from '../../lib/errors.ts';
import { notifyDanger } from '../../lib/notify.ts';

/**
 * Runs a treasury write or export; a failure is reported and shown as the spec's red toast
 * "C'è stato un errore: …" titled after the action (spec 3 §8). Answers whether it succeeded.
 */
export async function esegui(
  azione: () => Promise<unknown>,
  contesto: string,
  titolo?: string,
): Promise<boolean> {
  try {
    await azione();
    return true;
  } catch (e) {
    reportError(e, contesto);
    notifyDanger(`C'è stato un errore: ${errorMessage(e)}`, titolo);
    return false;
  }
}
