import { generateKeyPairSync } from 'node:crypto';
import { expect } from 'vitest';
import type { PaymentProviders } from '../src/adapters/payments/create-payment-providers.ts';
import { createSatispayProvider } from '../src/adapters/payments/satispay/satispay-provider.ts';
import { createStripeProvider } from '../src/adapters/payments/stripe/stripe-provider.ts';
import type { PostUrl } from '../src/adapters/storage/storage.ts';
import {
  type DemoUser,
  demoEmail,
  type GqlResult,
  gql,
  rows,
  startTestApp,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { type FakeSatispay, startFakeSatispay } from './fake-satispay.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import type { DbKind } from './test-db.ts';
import { carica, PDF } from './upload.ts';

// What every checkout test starts from (decision 1202): an app on the demo data, the tokens of the
// users it acts as, the family of 'genitore' (a parent of two children) and fresh dues to pay.

export const M_PREPARA = `mutation($p: PreparazioneCheckoutInput!) { preparaCheckout(preparazione_checkout: $p) {
  id_transazione_finanziaria metodo stripe_client_secret satispay_payment_id stripe_payment_id
  bonifico_upload_url redirect_url commissione importo } }`;
export const M_VERIFICA =
  'mutation($id: Int!, $k: String) { verificaCheckout(id_transazione_finanziaria: $id, bonifico_upload_key: $k) }';

export interface Famiglia {
  anno: number;
  genitore: number;
  parteGenitore: number;
  figli: { persona: number; parte: number }[];
  /** A child of 'genitore2' (another family). */
  parteAltraFamiglia: number;
}

export interface PagamentoDb {
  stato: string;
  importo: number;
  commissione_da: number;
  numero_ricevuta: number | null;
  ricevuta_id_allegato: number | null;
  bonifico_id_allegato: number | null;
  id_parte_da: number;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read GraphQL answers by shape, checked by the assertions.
type Risposta = GqlResult<Record<string, any>>;

export interface ContestoCheckout {
  t: TestApp;
  f: Famiglia;
  token: Map<DemoUser, string>;
  /** The first row of a query on the test database. */
  uno<T>(sql: string): Promise<T>;
  prepara(p: Record<string, unknown>, chi?: DemoUser): Promise<Risposta>;
  verifica(id: number, k?: string, chi?: DemoUser): Promise<Risposta>;
  /** A new due of `parte` (default: the first child) to the section, in the active year. */
  nuovoDovuto(importo: number, parte?: number): Promise<number>;
  pagamentoDb(id: number): Promise<PagamentoDb>;
  statoDovuto(id: number): Promise<string>;
  /** Uploads a receipt through a prepared bank checkout's form; the key to verify it with. */
  caricaRicevuta(bonificoUploadUrl: string): Promise<string>;
  close(): Promise<void>;
}

export async function avviaContestoCheckout(
  kind: DbKind,
  utenti: readonly DemoUser[],
  opts: { payments?: PaymentProviders; env?: Record<string, string> } = {},
): Promise<ContestoCheckout> {
  // The tests start many checkouts as one family: the hourly limit has its own test (decision 1211).
  const t = await startTestApp(kind, { ...opts, env: { CHECKOUT_LIMIT: '1000', ...opts.env } });
  const uno = async <T>(sql: string) => (await rows<T>(t.database, sql))[0]!;
  const token = new Map<DemoUser, string>();
  for (const u of utenti) token.set(u, await tokenFor(t.app, u));
  const f = await famiglia(t, uno);
  return {
    t,
    f,
    token,
    uno,
    prepara: (p, chi = 'genitore') => gql(t.app, M_PREPARA, { p }, token.get(chi)),
    verifica: (id, k, chi = 'genitore') => gql(t.app, M_VERIFICA, { id, k }, token.get(chi)),
    nuovoDovuto: async (importo, parte = f.figli[0]!.parte) =>
      (
        await uno<{ id: number }>(
          `insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, causale_tipo, anno_scout, stato)
           values (${parte}, 1, ${importo}, 'Campo di gruppo', 'altro', ${f.anno}, 'no') returning id_transazione_economica as id`,
        )
      ).id,
    pagamentoDb: (id) =>
      uno<PagamentoDb>(
        `select stato, importo::int as importo, commissione_da::int as commissione_da, numero_ricevuta,
          ricevuta_id_allegato, bonifico_id_allegato, id_parte_da from transazioni_finanziarie where id_transazione_finanziaria = ${id}`,
      ),
    statoDovuto: async (id) =>
      (
        await uno<{ stato: string }>(
          `select stato from transazioni_economiche where id_transazione_economica = ${id}`,
        )
      ).stato,
    caricaRicevuta: async (bonificoUploadUrl) => {
      const post = JSON.parse(bonificoUploadUrl) as PostUrl;
      expect((await carica(t.app, post, PDF, 'ricevuta.pdf')).status).toBeLessThan(300);
      return `${post.fields.key}.pdf`;
    },
    close: () => t.close(),
  };
}

async function famiglia(t: TestApp, uno: <T>(sql: string) => Promise<T>): Promise<Famiglia> {
  const { anno } = await uno<{ anno: number }>('select anno_scout as anno from anni_scout where attivo');
  const genitore = await uno<{ id: number; parte: number }>(
    `select p.id_persona as id, p.id_parte as parte from auth_user u join persone p using (id_persona)
     where u.email = '${demoEmail('genitore')}'`,
  );
  const figli = await rows<{ persona: number; parte: number }>(
    t.database,
    `select p.id_persona as persona, p.id_parte as parte from parentele pr join persone p on p.id_persona = pr.id_persona_figlio
     where pr.id_persona_genitore = ${genitore.id} order by p.id_persona`,
  );
  const altra = await uno<{ parte: number }>(
    `select p.id_parte as parte from auth_user u join parentele pr on pr.id_persona_genitore = u.id_persona
     join persone p on p.id_persona = pr.id_persona_figlio where u.email = '${demoEmail('genitore2')}' limit 1`,
  );
  return {
    anno,
    genitore: genitore.id,
    parteGenitore: genitore.parte,
    figli,
    parteAltraFamiglia: altra.parte,
  };
}

export const STRIPE_SECRET_KEY = 'sk_test_zaino_checkout';
export const STRIPE_WEBHOOK_SECRET = 'whsec_zaino_checkout';
const SATISPAY_KEY_ID = 'zaino-checkout-key';

export interface FornitoriFinti {
  stripe: FakeStripe;
  satispay: FakeSatispay;
  /** Stripe's real SDK and our Satispay client, pointed at the fakes (no sandbox). */
  payments: PaymentProviders;
  close(): Promise<void>;
}

/** Local fakes of Stripe and Satispay and the real adapters that talk to them (decision 1201). */
export async function avviaFornitoriFinti(): Promise<FornitoriFinti> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const stripe = await startFakeStripe(STRIPE_SECRET_KEY);
  const satispay = await startFakeSatispay(SATISPAY_KEY_ID, publicKey);
  return {
    stripe,
    satispay,
    payments: {
      stripe: createStripeProvider({
        secretKey: STRIPE_SECRET_KEY,
        webhookSecret: STRIPE_WEBHOOK_SECRET,
        apiUrl: stripe.url,
      }),
      satispay: createSatispayProvider({
        keyId: SATISPAY_KEY_ID,
        privateKey,
        baseUrl: satispay.url,
        callbackUrl: 'http://localhost:3000/webhooks/satispay?payment_id={uuid}',
      }),
      sandbox: undefined,
    },
    async close() {
      await stripe.close();
      await satispay.close();
    },
  };
}
