import { z } from 'zod';
import { recordId, sessionKey } from './common.ts';

/*
 * Card payments (spec 2.4 payment result page, part 4 payment states, 7.8 checkout, payment
 * verification and AI credits purchase, part 9 extension periods; docs/billing.md). The spec shows no
 * paths: ours are JSON POSTs under /api/payments for the organization's own owner or admin, plus the
 * Stripe webhook. The client says WHAT it buys; the server prices it from the organization's price chart.
 */

/** The payment provider of this server (PAYMENTS_PROVIDER): Stripe, the built-in test provider, or none. */
export const PAYMENT_PROVIDERS = ['stripe', 'test', 'off'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Licence extension periods on sale (spec part 9), in years. */
export const EXTENSION_YEARS = [1, 3, 5] as const;
/** Add-ons on sale: each switches the licence's flag on (pricing item `addon_<name>`). */
export const PAYMENT_ADDONS = ['weather', 'news', 'facebook', 'instagram', 'qrcode', 'canva', 'ai_assistant'] as const;
export type PaymentAddon = (typeof PAYMENT_ADDONS)[number];
/** AI credits in one credit pack (pricing item `credits_pack_100`). */
export const CREDITS_PER_PACK = 100;
/** Most packs in one purchase. */
export const MAX_CREDIT_PACKS = 10;

/** Most screens or users added in one purchase. */
export const MAX_INCREMENT = 1000;
const countSchema = z
  .number({ error: 'FIELD_INVALID' })
  .int({ error: 'FIELD_INVALID' })
  .min(1, { error: 'FIELD_INVALID' })
  .max(MAX_INCREMENT, { error: 'FIELD_INVALID' });

/** What a checkout buys. */
export const purchaseSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('extension'),
      years: z.union([z.literal(1), z.literal(3), z.literal(5)], { error: 'FIELD_INVALID' }),
    }),
    z.strictObject({ kind: z.literal('addon'), addon: z.enum(PAYMENT_ADDONS, { error: 'FIELD_INVALID' }) }),
    z.strictObject({ kind: z.literal('devices'), count: countSchema }),
    z.strictObject({ kind: z.literal('users'), count: countSchema }),
    z.strictObject({
      kind: z.literal('credits'),
      packs: z.number({ error: 'FIELD_INVALID' }).int({ error: 'FIELD_INVALID' }).min(1, { error: 'FIELD_INVALID' }).max(MAX_CREDIT_PACKS, {
        error: 'FIELD_INVALID',
      }),
    }),
  ],
  { error: 'FIELD_INVALID' },
);
export type Purchase = z.infer<typeof purchaseSchema>;

/** Why something cannot be bought (an error code of the catalogue). */
export const PURCHASE_BLOCKS = [
  'PAYMENT_NOT_PRICED',
  'PAYMENT_ADDON_ACTIVE',
  'PAYMENT_LICENCE_UNLIMITED',
  'PAYMENT_LIMIT_UNLIMITED',
] as const;

export const paymentLine = z.object({
  description: z.string(),
  item: z.string(),
  quantity: z.number().int(),
  /** Minor units (cents), before tax. */
  unitAmount: z.number().int(),
});
/** One line of a payment (the shape of the invoice seam's InvoiceLineInput). */
export type PaymentLine = z.infer<typeof paymentLine>;

/** POST /api/payments/purchasables {organizationId}: what the organization can buy, priced. */
export const purchasablesBody = z.strictObject({ sessionKey: sessionKey.optional(), organizationId: recordId });
export const purchasablesResponse = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** ISO 4217, lower case. */
  currency: z.string(),
  /** Percent added on top of the prices. */
  taxRate: z.number(),
  items: z.array(
    z.object({
      purchase: purchaseSchema,
      /** Minor units: before tax, and the total with tax. */
      subtotal: z.number().int(),
      total: z.number().int(),
      lines: z.array(paymentLine),
      /** Set when this cannot be bought (and why). */
      blockedBy: z.enum(PURCHASE_BLOCKS).nullable(),
    }),
  ),
});
export type Purchasables = z.infer<typeof purchasablesResponse>;

/** POST /api/payments/checkout {organizationId, purchase}: a pending payment and where to pay it. */
export const checkoutBody = z.strictObject({ sessionKey: sessionKey.optional(), organizationId: recordId, purchase: purchaseSchema });
export const checkoutResponse = z.object({ paymentId: z.number().int(), redirectUrl: z.string() });

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'paid_unfulfilled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** POST /api/payments/verify {organizationId, paymentId}: the payment's state, asked of the provider while pending. */
export const paymentVerifyBody = z.strictObject({ sessionKey: sessionKey.optional(), organizationId: recordId, paymentId: recordId });
export const paymentView = z.object({
  id: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  purchase: purchaseSchema,
  lines: z.array(paymentLine),
  /** Minor units, with tax. */
  amount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Why a payment failed (the provider's decline code), when it did. */
  failureCode: z.string().nullable(),
  /** What the purchase added, once applied. */
  result: z
    .object({
      creditsAdded: z.number().int().optional(),
      totalCredits: z.number().int().optional(),
      validityExpiresAt: z.string().optional(),
      addon: z.enum(PAYMENT_ADDONS).optional(),
      numDevices: z.number().int().optional(),
      numUsers: z.number().int().optional(),
    })
    .nullable(),
  /** Where to write when the payment was taken but not applied (status paid_unfulfilled). */
  supportEmail: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentView>;

/**
 * GET /api/organizations/{id}/payments/held: payments the provider took that were not applied (status
 * paid_unfulfilled) — a confirmation that did not match what was asked for (failureCode
 * `checkout_mismatch`) or a purchase that could not be applied yet — with the provider's reference
 * support looks them up by. Newest first.
 */
export const heldPaymentsResponse = z.object({
  payments: z.array(paymentView.extend({ providerReference: z.string().nullable() })),
});
export type HeldPayments = z.infer<typeof heldPaymentsResponse>;

/**
 * Stripe's documented test card numbers (https://docs.stripe.com/testing) the built-in test provider
 * knows: these decline with the given code; any other Luhn-valid number succeeds.
 */
export const TEST_CARD_DECLINES: Record<string, string> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

/** Luhn check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** POST /api/payments/test/pay: the built-in test provider's card form (no real money). */
export const testPaymentBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  organizationId: recordId,
  paymentId: recordId,
  cardNumber: z
    .string({ error: 'FIELD_REQUIRED' })
    .max(40, { error: 'CARD_NUMBER_INVALID' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine(luhnValid, { error: 'CARD_NUMBER_INVALID' }),
  expiry: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: 'CARD_EXPIRY_INVALID' }),
  cvc: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .regex(/^\d{3,4}$/, { error: 'CARD_CVC_INVALID' }),
});
export const testPaymentResponse = z.object({ status: z.enum(PAYMENT_STATUSES), redirectUrl: z.string() });
