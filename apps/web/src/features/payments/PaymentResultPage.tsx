import './i18n/index.ts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import SupportAgent from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentView } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PublicLayout } from '../../components/PublicLayout.tsx';
import { useLocale } from '../../state/locale.ts';
import { useStoredUser } from '../../state/session.ts';
import { formatMoney, paymentsApi, paymentsKeys } from './api.ts';

/** How often a pending payment is asked about, and after how long the page says it is slow. */
const POLL_MS = 2000;
const SLOW_AFTER_MS = 30_000;

/**
 * /payment/result?payment=<id> (spec 2.4 payment result page; part 4 payment states): verifying (asks
 * the server, which asks the provider, until the payment is no longer pending) → successful with what
 * was added, or failed ("no charges were made and no credits were added"), or paid but not applied
 * (contact support). Stripe's cancel URL adds `cancelled=1`: nothing was charged.
 */
export default function PaymentResultPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useStoredUser();
  const [params] = useSearchParams();
  const paymentId = Number(params.get('payment'));
  const cancelled = params.get('cancelled') === '1';
  const [startedAt] = useState(() => Date.now());
  const organizationId = user?.organizationId ?? 0;
  const valid = Number.isInteger(paymentId) && paymentId > 0 && organizationId > 0;
  const payment = useQuery({
    queryKey: paymentsKeys.payment(paymentId),
    queryFn: () => paymentsApi.verify({ organizationId, paymentId }),
    enabled: valid,
    refetchInterval: (query) => (!cancelled && query.state.data?.status === 'pending' ? POLL_MS : false),
  });
  const back = (
    <Button component={RouterLink} to={`/home/licensing/${organizationId}`} variant="contained" size="large" fullWidth>
      {t('payments.result.back')}
    </Button>
  );
  const view = payment.data;
  const status = !valid
    ? 'failed'
    : view
      ? cancelled && view.status === 'pending'
        ? 'cancelled'
        : view.status
      : payment.isError
        ? 'error'
        : 'pending';

  if (status === 'pending') {
    const slow = payment.dataUpdatedAt - startedAt > SLOW_AFTER_MS;
    return (
      <PublicLayout title={t('payments.result.verifyingTitle')} icon={<CircularProgress aria-hidden size={40} />}>
        <Typography role="status" sx={{ mb: 2 }} data-testid="payment-result" data-status="verifying">
          {t('payments.result.verifyingText')}
        </Typography>
        {slow ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('payments.result.slow')}
          </Alert>
        ) : null}
        {back}
      </PublicLayout>
    );
  }
  if (status === 'paid' && view) {
    return (
      <PublicLayout
        title={t('payments.result.successTitle')}
        icon={<CheckCircleOutline color="success" sx={{ fontSize: 48 }} aria-hidden />}
      >
        <Stack spacing={1} sx={{ mb: 3 }} role="status" data-testid="payment-result" data-status="successful">
          <Typography>{added(view, t, locale)}</Typography>
          <Typography color="text.secondary">
            {t('payments.result.paid', { amount: formatMoney(view.amount, view.currency, locale) })}
          </Typography>
        </Stack>
        {back}
      </PublicLayout>
    );
  }
  if (status === 'paid_unfulfilled' && view) {
    return (
      <PublicLayout title={t('payments.result.unfulfilledTitle')} icon={<SupportAgent color="warning" sx={{ fontSize: 48 }} aria-hidden />}>
        <Stack spacing={1} sx={{ mb: 3 }} role="alert" data-testid="payment-result" data-status="unfulfilled">
          <Typography>{t('payments.result.unfulfilledText')}</Typography>
          {view.failureCode === 'checkout_mismatch' || view.failureCode === 'amount_mismatch' ? (
            <Typography>{t('payments.held.mismatch')}</Typography>
          ) : null}
          {view.supportEmail ? <Typography>{t('payments.result.supportAt', { email: view.supportEmail, id: view.id })}</Typography> : null}
          <Button component={RouterLink} to="/home/help/contact" variant="outlined">
            {t('payments.result.unfulfilledTitle')}
          </Button>
        </Stack>
        {back}
      </PublicLayout>
    );
  }
  return (
    <PublicLayout
      title={t(status === 'cancelled' ? 'payments.result.cancelledTitle' : 'payments.result.failedTitle')}
      icon={<ErrorOutline color="error" sx={{ fontSize: 48 }} aria-hidden />}
    >
      <FormAlert error={payment.isError ? toApiError(payment.error) : null} />
      <Typography role="alert" sx={{ mb: 3 }} data-testid="payment-result" data-status="failed">
        {t('payments.result.failedText')}
      </Typography>
      {back}
    </PublicLayout>
  );
}

function added(view: PaymentView, t: (key: string, options?: Record<string, unknown>) => string, locale: string): string {
  const r = view.result;
  if (r?.creditsAdded !== undefined)
    return t('payments.result.creditsAdded', { count: r.creditsAdded, total: r.totalCredits ?? r.creditsAdded });
  if (r?.validityExpiresAt)
    return t('payments.result.extended', { date: new Date(r.validityExpiresAt).toLocaleDateString(locale, { dateStyle: 'long' }) });
  if (r?.numDevices !== undefined) return t('payments.result.devicesAdded', { count: r.numDevices });
  if (r?.numUsers !== undefined) return t('payments.result.usersAdded', { count: r.numUsers });
  if (r?.addon) return t('payments.result.addonOn', { name: t(`payments.addonNames.${r.addon}`) });
  return view.lines.map((l) => l.description).join(', ');
}
