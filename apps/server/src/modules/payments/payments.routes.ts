import {
  checkoutBody,
  checkoutResponse,
  envelope,
  paymentVerifyBody,
  paymentView,
  purchasablesBody,
  purchasablesResponse,
  testPaymentBody,
  testPaymentResponse,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../core/context.ts';
import { jsonPost, metaOf, ok } from '../../lib/http.ts';

const tags = ['payments'];
/**
 * Purchases: the organization's own owner or admin (spec part 6, `licence.manage`), never under
 * impersonation (security.md TEN-7: licence calls). Not `write`: an expired licence must be able to
 * buy its extension.
 */
const buy = { access: { auth: 'session' as const, permission: 'licence.manage' as const, noImpersonation: true } };
/**
 * Public on purpose: Stripe calls it without any session; the `Stripe-Signature` header (HMAC-SHA256
 * of the raw body with the webhook secret, checked with Stripe's own library) is the credential.
 */
const webhookAccess = { access: { auth: 'public' as const } };
/** Largest webhook body read (Stripe's Checkout Session events are a few KB). */
const WEBHOOK_MAX_BYTES = 256 * 1024;

/** Card payments (docs/billing.md). */
export async function paymentsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { payments } = app.services;
  const post = jsonPost(app, tags);

  post(
    '/payments/purchasables',
    "What the caller's organization can buy (licence extension, add-ons, AI credits), priced from its price chart, and the payment provider",
    purchasablesBody,
    purchasablesResponse,
    buy,
    (b, r) => payments.purchasables(caller(r), b.organizationId, metaOf(r)),
  );
  post(
    '/payments/checkout',
    'Start a card payment for one purchase: answers where to pay (400 when it cannot be bought; 409 PAYMENTS_NOT_CONFIGURED; 502 PAYMENT_PROVIDER_FAILED)',
    checkoutBody,
    checkoutResponse,
    buy,
    (b, r) => payments.checkout(caller(r), b.organizationId, b.purchase, metaOf(r)),
  );
  post(
    '/payments/verify',
    "A payment's state for the result page; while pending, asked of the provider and fulfilled when paid (exactly once)",
    paymentVerifyBody,
    paymentView,
    buy,
    (b, r) => payments.verify(caller(r), b.organizationId, b.paymentId),
  );
  post(
    '/payments/test/pay',
    'The built-in test provider (no real money): pay a pending payment with a test card number',
    testPaymentBody,
    testPaymentResponse,
    buy,
    (b, r) => payments.payWithTestCard(caller(r), b),
  );

  // The webhook needs the body exactly as Stripe signed it: JSON is read as raw bytes in this route's scope only.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    raw.route({
      method: 'POST',
      url: '/payments/webhooks/stripe',
      schema: {
        tags,
        summary: 'Stripe webhook: Checkout Session completed, async payment succeeded/failed, expired (signed; each event handled once)',
        consumes: ['application/json'],
        response: { 200: envelope(z.object({ received: z.literal(true) })) },
      },
      config: webhookAccess,
      handler: async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return ok(await payments.stripeWebhook(body, typeof signature === 'string' ? signature : undefined, request.ip));
      },
    });
  });
}
