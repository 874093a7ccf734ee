import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { InvoiceLineInput } from '../invoices/invoice-issuer.ts';

/**
 * Payment providers (docs/billing.md): one interface, chosen by PAYMENTS_PROVIDER. Stripe
 * takes real cards on its hosted Checkout page; the built-in test provider is our own checkout page
 * for servers without billing (no real money: the card form accepts Stripe's documented test numbers).
 */

/** The provider failed: unreachable, refused our request, an answer not of the documented shape. */
export class PaymentProviderError extends Error {}

export interface CheckoutRequest {
  paymentId: number;
  currency: string;
  /** Minor units, tax included as its own line. */
  lines: InvoiceLineInput[];
  /** Where the provider sends the buyer after paying ({CHECKOUT_SESSION_ID} is filled in by Stripe). */
  successUrl: string;
  cancelUrl: string;
  customerEmail: string;
}

export interface CreatedCheckout {
  /** The provider's reference (a Stripe Checkout Session id). */
  reference: string;
  /** Where the buyer pays. */
  url: string;
}

/** A checkout as the provider sees it now. */
export interface CheckoutState {
  state: 'open' | 'paid' | 'failed' | 'expired';
  /** Our payment id the checkout was created for (client_reference_id). */
  paymentId: number | null;
  amountTotal: number | null;
  currency: string | null;
}

/** A verified provider event: what it says about which checkout. */
export interface ProviderEvent {
  id: string;
  type: string;
  reference: string;
  checkout: CheckoutState;
}

export interface PaymentProvider {
  readonly id: 'stripe' | 'test';
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** The checkout's state at the provider (the return page's verification). Null: the provider keeps no state (test). */
  retrieve(reference: string): Promise<CheckoutState | null>;
  /**
   * A webhook delivery checked against its signature (raw body as received); throws
   * `WebhookSignatureError` when the signature does not hold. Null: an event type we do not handle.
   */
  verifyWebhook?(rawBody: Buffer, signature: string | undefined, now: Date): Promise<ProviderEvent | null>;
}

export class WebhookSignatureError extends Error {}

/** How far a Stripe signature's timestamp may lie from our clock (Stripe's own default tolerance). */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

type StripeSession = {
  id: string;
  status: string | null;
  payment_status: string;
  client_reference_id: string | null;
  amount_total: number | null;
  currency: string | null;
  url?: string | null;
};

function stateOfSession(session: StripeSession, eventType?: string): CheckoutState {
  let state: CheckoutState['state'] = 'open';
  if (eventType === 'checkout.session.async_payment_failed') state = 'failed';
  else if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') state = 'paid';
  else if (session.status === 'expired') state = 'expired';
  const ref = Number(session.client_reference_id);
  return {
    state,
    paymentId: Number.isSafeInteger(ref) && ref > 0 ? ref : null,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
}

const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * Stripe Checkout Sessions through the official `stripe` client (its host, port and protocol from
 * STRIPE_API_BASE, so tests reach a local fake). Webhooks are verified with `webhooks.constructEvent`
 * on the raw body.
 */
export function stripeProvider(config: { secretKey: string; webhookSecret: string; apiBase: string }): PaymentProvider {
  const base = new URL(config.apiBase);
  // The client (a large library) is loaded at the first payment or webhook, not at start-up.
  let loaded: Promise<Stripe> | null = null;
  const stripe = () => {
    loaded ??= import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(config.secretKey, {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
          timeout: 20_000,
          maxNetworkRetries: 1,
          telemetry: false,
        }),
    );
    return loaded;
  };
  const failed = (error: unknown) => new PaymentProviderError((error as Error).message);
  return {
    id: 'stripe',
    async createCheckout(request) {
      let session: StripeSession;
      try {
        const client = await stripe();
        session = (await client.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: request.lines.map((line) => ({
              quantity: line.quantity,
              price_data: { currency: request.currency, unit_amount: line.unitAmount, product_data: { name: line.description } },
            })),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            client_reference_id: String(request.paymentId),
            metadata: { paymentId: String(request.paymentId) },
            customer_email: request.customerEmail,
          },
          // One Checkout Session per payment, even when the request is retried.
          { idempotencyKey: `signage-payment-${request.paymentId}` },
        )) as unknown as StripeSession;
      } catch (error) {
        throw failed(error);
      }
      if (!session.id || !session.url) throw new PaymentProviderError('session without id or url');
      return { reference: session.id, url: session.url };
    },
    async retrieve(reference) {
      try {
        const client = await stripe();
        return stateOfSession((await client.checkout.sessions.retrieve(reference)) as unknown as StripeSession);
      } catch (error) {
        throw failed(error);
      }
    },
    async verifyWebhook(rawBody, signature, now) {
      if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
      const client = await stripe();
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = client.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          STRIPE_SIGNATURE_TOLERANCE_S,
          undefined,
          // Stripe compares in seconds but takes this in milliseconds.
          now.getTime(),
        ) as unknown as typeof event;
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      if (!HANDLED_EVENTS.has(event.type)) return null;
      const session = event.data?.object as StripeSession | undefined;
      if (!session || typeof session.id !== 'string') return null;
      return { id: event.id, type: event.type, reference: session.id, checkout: stateOfSession(session, event.type) };
    },
  };
}

/**
 * The built-in test provider: the checkout is the CMS's own page (/payment/test-checkout, a path on this server), the card form's
 * submission is the payment (PaymentsService.payWithTestCard). No money moves anywhere.
 */
export function testProvider(): PaymentProvider {
  return {
    id: 'test',
    async createCheckout(request) {
      return {
        reference: `test_${randomBytes(12).toString('hex')}`,
        url: `/payment/test-checkout?payment=${request.paymentId}`,
      };
    },
    async retrieve() {
      return null;
    },
  };
}
