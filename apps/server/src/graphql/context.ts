import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../adapters/mail/mailer.ts';
import type { PaymentProviders } from '../adapters/payments/create-payment-providers.ts';
import type { Storage } from '../adapters/storage/storage.ts';
import type { IdentityAdmin } from '../auth/identity-admin.ts';
import type { EmissioneRicevute } from '../modules/tesoreria/hook-ricevute.ts';
import type { RequestViewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import type { DbAvailability } from '../db-availability.ts';
import type { Loaders } from '../loaders.ts';
import type { ServiceContext } from '../request-context.ts';

/** The GraphQL context of one request. The viewer is read lazily: public operations need no DB. */
export interface GraphQLContext {
  requestId: string;
  log: FastifyBaseLogger;
  db: Db;
  loaders: Loaders;
  availability: DbAvailability;
  /** The client address (Fastify's request.ip: X-Forwarded-For only with TRUST_PROXY). */
  clientAddress: string;
  /** Registration codes one client address may look up per minute (CODE_LOOKUP_LIMIT). */
  codeLookupLimit: number;
  /** New checkouts one payer may start per hour (CHECKOUT_LIMIT, decision 1211). */
  checkoutLimit: number;
  /** What GraphQL services may ask of the identity service (better-auth). */
  identity: IdentityAdmin;
  /** The mail port and the public address of the site, for the mails a service sends (invites). */
  posta: { mailer: Mailer; publicUrl: string };
  /** The file port: upload and download URLs, files the server writes (receipts, statements). */
  storage: Storage;
  /** The payment providers of the online checkout (decisions 1201, 1202). */
  payments: PaymentProviders;
  /** The receipt hook: document and mail of a newly numbered receipt, one queue (decision 1205). */
  ricevute: EmissioneRicevute;
  viewer(): Promise<RequestViewer>;
  /** The service context (db, loaders, viewer), built once per request. */
  service(): Promise<ServiceContext>;
}
