// The port through which a completed payment asks for its receipt. Declared by the treasury, which
// completes payments, and built by modules/ricevute above it (decision 0309).
import type { ServiceContext } from '../../request-context.ts';

/**
 * The receipt hook (decisions 1110, 1202, 1205), built once by the composition root and handed to
 * every service that completes a payment (the office's save, the checkout confirmation, the
 * webhooks) so they share one queue.
 */
export interface EmissioneRicevute {
  /**
   * After the payment's commit: writes the document of a numbered receipt (awaited: the web reads
   * it next), then mails it to the payer in the background. Never throws: a failure is logged and
   * left for the next call or the periodic round; the payment stays as recorded.
   */
  emetti(sc: ServiceContext, idTf: number): Promise<void>;
  /** The periodic round: finishes receipts whose document or mail failed in the last week. */
  riprendi(): Promise<number>;
  /** Resolves when every mail started so far is done (server shutdown, tests). */
  attendi(): Promise<void>;
}
