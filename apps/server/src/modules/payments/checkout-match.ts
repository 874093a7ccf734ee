import type { Payment } from '../../db/schema/index.ts';
import type { CheckoutState } from './payment-providers.ts';

/**
 * The failure code of a paid checkout that is not the one we asked for: held, never fulfilled, never
 * retried. `amount_mismatch` is what earlier versions wrote for the same state.
 */
export const CHECKOUT_MISMATCH = 'checkout_mismatch';
export const isMismatch = (failureCode: string | null) => failureCode === CHECKOUT_MISMATCH || failureCode === 'amount_mismatch';

/**
 * Why a paid checkout does not confirm this payment, or null when it does: the provider's session,
 * our reference, the amount and the currency must all be the ones we asked for; a missing one is not a
 * match (docs/billing.md "Confirmations").
 */
export function checkoutMismatch(
  row: Pick<Payment, 'id' | 'providerReference' | 'amount' | 'currency'>,
  state: Pick<CheckoutState, 'reference' | 'paymentId' | 'amountTotal' | 'currency'>,
): 'session' | 'reference' | 'amount' | 'currency' | null {
  if (!row.providerReference || state.reference !== row.providerReference) return 'session';
  if (state.paymentId !== row.id) return 'reference';
  if (state.amountTotal === null || state.amountTotal !== row.amount) return 'amount';
  if (state.currency === null || state.currency.toLowerCase() !== row.currency.toLowerCase()) return 'currency';
  return null;
}
