import './i18n/index.ts';
import CreditCard from '@mui/icons-material/CreditCardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PublicLayout } from '../../components/PublicLayout.tsx';
import { useLocale } from '../../state/locale.ts';
import { useStoredUser } from '../../state/session.ts';
import { formatMoney, paymentsApi, paymentsKeys } from './api.ts';

/**
 * /payment/test-checkout?payment=<id>: the built-in test provider's hosted checkout (no real money;
 * docs/billing.md "Test cards"). The card is checked by the server (Luhn, expiry, CVC); Stripe's test
 * numbers decide the outcome; then the result page.
 */
export default function TestCheckoutPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const user = useStoredUser();
  const [params] = useSearchParams();
  const paymentId = Number(params.get('payment'));
  const organizationId = user?.organizationId ?? 0;
  const valid = Number.isInteger(paymentId) && paymentId > 0;
  const payment = useQuery({
    queryKey: paymentsKeys.payment(paymentId),
    queryFn: () => paymentsApi.verify({ organizationId, paymentId }),
    enabled: valid && organizationId > 0,
  });
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const pay = useMutation({
    mutationFn: () => paymentsApi.testPay({ organizationId, paymentId, ...card }),
    onSuccess: ({ redirectUrl }) => navigate(redirectUrl, { replace: true }),
  });
  if (!valid) return <Navigate to="/home" replace />;
  const error = pay.error ? toApiError(pay.error) : null;
  const view = payment.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    pay.mutate();
  }

  return (
    <PublicLayout title={t('payments.checkout.title')} icon={<CreditCard color="primary" sx={{ fontSize: 48 }} aria-hidden />}>
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="test-payments-banner">
        <strong>{t('payments.checkout.banner')}</strong>
        <br />
        {t('payments.checkout.intro')}
      </Alert>
      {payment.isPending ? (
        <Skeleton variant="rounded" height={220} />
      ) : payment.isError ? (
        <FormAlert error={toApiError(payment.error)} />
      ) : view && view.status !== 'pending' ? (
        <Stack spacing={2}>
          <Alert severity="info">{t('payments.checkout.notPending')}</Alert>
          <Button variant="contained" onClick={() => navigate(`/payment/result?payment=${paymentId}`, { replace: true })}>
            {t('payments.result.back')}
          </Button>
        </Stack>
      ) : view ? (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            {view.lines.map((line) => (
              <Typography key={line.item} variant="body2">
                {line.description} × {line.quantity}
              </Typography>
            ))}
            <Typography variant="h6" component="p" data-testid="checkout-total">
              {t('payments.checkout.total')}: {formatMoney(view.amount, view.currency, locale)}
            </Typography>
          </Stack>
          <FormAlert error={error && Object.keys(error.fields).length === 0 ? error : null} />
          <Stack spacing={2}>
            <TextField
              name="cardNumber"
              label={t('payments.checkout.cardNumber')}
              value={card.cardNumber}
              onChange={(e) => setCard({ ...card, cardNumber: e.target.value })}
              error={!!error?.field('cardNumber')}
              helperText={error?.field('cardNumber')}
              autoComplete="cc-number"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
              required
              fullWidth
            />
            <Stack direction="row" spacing={2}>
              <TextField
                name="expiry"
                label={t('payments.checkout.expiry')}
                value={card.expiry}
                onChange={(e) => setCard({ ...card, expiry: e.target.value })}
                error={!!error?.field('expiry')}
                helperText={error?.field('expiry')}
                autoComplete="cc-exp"
                placeholder="MM/YY"
                slotProps={{ htmlInput: { maxLength: 7 } }}
                required
                fullWidth
              />
              <TextField
                name="cvc"
                label={t('payments.checkout.cvc')}
                value={card.cvc}
                onChange={(e) => setCard({ ...card, cvc: e.target.value })}
                error={!!error?.field('cvc')}
                helperText={error?.field('cvc')}
                autoComplete="cc-csc"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                required
                fullWidth
              />
            </Stack>
            <Button type="submit" variant="contained" size="large" disabled={pay.isPending || pay.isSuccess} fullWidth>
              {pay.isPending
                ? t('payments.checkout.paying')
                : t('payments.checkout.pay', { amount: formatMoney(view.amount, view.currency, locale) })}
            </Button>
            <Button variant="text" onClick={() => navigate(`/payment/result?payment=${paymentId}&cancelled=1`, { replace: true })}>
              {t('payments.checkout.cancel')}
            </Button>
          </Stack>
        </Box>
      ) : null}
    </PublicLayout>
  );
}
