import type { ContoBonifico } from '@zaino/domain/bonifico';
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { createSandboxStore, type SandboxStore } from './sandbox/sandbox-store.ts';
import { createSatispayProvider } from './satispay/satispay-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

/** Where the providers notify us: Stripe's endpoint is set in its dashboard, Satispay's per payment. */
export const PERCORSI_WEBHOOK = { stripe: '/webhooks/stripe', satispay: '/webhooks/satispay' } as const;

/** One provider per online checkout method (spec 3 §2: stripe, satispay). */
export interface PaymentProviders {
  /** Undefined: the method is not offered (production without keys). */
  stripe: PaymentProvider | undefined;
  satispay: PaymentProvider | undefined;
  /** The sandbox's book, when it stands in for a provider: the confirm page reads and writes it. */
  sandbox: SandboxStore | undefined;
  /** The account families send bank transfers to; undefined: no bank details to give (decision 1204). */
  bonifico?: ContoBonifico;
}

/** The real adapter where keys are configured, otherwise the sandbox (outside production only). */
export function createPaymentProviders(
  config: Pick<Config, 'stripe' | 'satispay' | 'pagamentiSandbox' | 'publicUrl'> &
    Partial<Pick<Config, 'bonifico'>>,
): PaymentProviders {
  const sandbox =
    config.pagamentiSandbox && (!config.stripe || !config.satispay) ? createSandboxStore() : undefined;
  const oppureSandbox = (metodo: 'stripe' | 'satispay') =>
    sandbox && createSandboxProvider(sandbox, metodo, config.publicUrl);
  return {
    stripe: config.stripe ? createStripeProvider(config.stripe) : oppureSandbox('stripe'),
    satispay: config.satispay
      ? createSatispayProvider({
          ...config.satispay,
          callbackUrl: `${config.publicUrl}${PERCORSI_WEBHOOK.satispay}?payment_id={uuid}`,
        })
      : oppureSandbox('satispay'),
    sandbox,
    bonifico: config.bonifico,
  };
}
