/** What other features use from card payments (the licence page shows `BuyPanel`). */
import './i18n/index.ts';
export { BuyPanel } from './BuyPanel.tsx';
export { HeldPayments } from './HeldPayments.tsx';
export { formatMoney, paymentsApi, paymentsKeys } from './api.ts';
