/** Card payment calls (contracts/payments.ts; docs/billing.md). */
import type {
  checkoutBody,
  checkoutResponse,
  HeldPayments,
  paymentVerifyBody,
  paymentView,
  purchasablesBody,
  purchasablesResponse,
  testPaymentBody,
  testPaymentResponse,
} from '@signage/shared';
import { api, endpoint } from '../../api/client.ts';

export const paymentsApi = {
  purchasables: endpoint<typeof purchasablesBody, typeof purchasablesResponse>('/payments/purchasables'),
  checkout: endpoint<typeof checkoutBody, typeof checkoutResponse>('/payments/checkout'),
  verify: endpoint<typeof paymentVerifyBody, typeof paymentView>('/payments/verify'),
  testPay: endpoint<typeof testPaymentBody, typeof testPaymentResponse>('/payments/test/pay'),
  held: (organizationId: number) => api.get<HeldPayments>(`/organizations/${organizationId}/payments/held`, { auth: true }),
};

export const paymentsKeys = {
  all: ['payments'] as const,
  purchasables: (organizationId: number) => [...paymentsKeys.all, 'purchasables', organizationId] as const,
  payment: (paymentId: number) => [...paymentsKeys.all, 'payment', paymentId] as const,
  held: (organizationId: number) => [...paymentsKeys.all, 'held', organizationId] as const,
};

/** An amount in minor units as money in the page's language (the currency's own decimals: none for JPY). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
    return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
