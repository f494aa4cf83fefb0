import { oscuraDatiSensibili } from '@zaino/domain/dati-sensibili';

// Spec 1 §8, issue 27: unexpected errors are reported to Sentry when SENTRY_DSN is set. Every
// error-level log line is one report (the logger's hook in app.ts), so what is logged and what is
// reported never differ. The report carries what the log line carries (already stripped of query
// parameters by erroreDaLog) with fiscal codes, email addresses and tokens masked, the request id to
// find the log line, and nothing of the request: no headers, cookies, body, address or user.

export interface ErroreSegnalato {
  messaggio: string;
  errore?: { type?: unknown; message?: unknown; stack?: unknown; code?: unknown };
  requestId?: string;
}

export interface SegnalatoreErrori {
  segnala(e: ErroreSegnalato): void;
  /** Sends what is queued (at most 2 s) and stops. */
  chiudi(): Promise<void>;
}

const NESSUNO: SegnalatoreErrori = { segnala: () => {}, chiudi: async () => {} };

const testo = (v: unknown) => (typeof v === 'string' ? oscuraDatiSensibili(v) : undefined);

export async function creaSegnalatoreErrori(opts: {
  dsn: string | undefined;
  ambiente: string;
}): Promise<SegnalatoreErrori> {
  if (!opts.dsn) return NESSUNO;
  // Loaded only when configured: the SDK is large and patches nothing unless asked.
  const Sentry = await import('@sentry/node');
  const client = Sentry.init({
    dsn: opts.dsn,
    environment: opts.ambiente,
    sendDefaultPii: false,
    // No automatic instrumentation: it would read requests, headers and queries.
    defaultIntegrations: false,
    skipOpenTelemetrySetup: true,
    maxBreadcrumbs: 0,
    beforeSend: (event) => {
      // Whatever an integration might have added about the person or the request goes.
      delete event.request;
      delete event.user;
      delete event.server_name;
      delete event.extra;
      return event;
    },
  });
  return {
    segnala({ messaggio, errore, requestId }) {
      const e = new Error(testo(errore?.message) ?? oscuraDatiSensibili(messaggio));
      e.name = testo(errore?.type) ?? 'Error';
      const pila = testo(errore?.stack);
      e.stack = `${e.name}: ${e.message}${pila ? `\n${pila}` : ''}`;
      Sentry.captureException(e, {
        tags: { requestId, ...(typeof errore?.code === 'string' ? { codice: errore.code } : {}) },
        extra: undefined,
        contexts: { zaino: { messaggio: oscuraDatiSensibili(messaggio) } },
      });
    },
    async chiudi() {
      await client?.close(2000);
    },
  };
}
