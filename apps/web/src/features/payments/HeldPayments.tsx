import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Section } from '../../components/Section.tsx';
import { formatDate } from '../../i18n/dates.ts';
import { useLocale } from '../../state/locale.ts';
import { formatMoney, paymentsApi, paymentsKeys } from './api.ts';

/** The failure codes of a paid checkout that did not match the payment (docs/billing.md "Confirmations"). */
const MISMATCH = new Set(['checkout_mismatch', 'amount_mismatch']);

/**
 * Payments the provider took that were not applied (docs/billing.md "Confirmations"), on the licence page
 * of whoever may read its invoices. Shown only when there are any: each with what support needs to find
 * it at the provider (our payment number and the provider's reference).
 */
export function HeldPayments({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const held = useQuery({ queryKey: paymentsKeys.held(organizationId), queryFn: () => paymentsApi.held(organizationId) });
  const rows = held.data?.payments ?? [];
  // On a phone each payment is a short list of labelled values instead of a table too wide to read.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (rows.length === 0) return null;
  const reason = (payment: (typeof rows)[number]) =>
    t(MISMATCH.has(payment.failureCode ?? '') ? 'payments.held.mismatch' : 'payments.held.notApplied');
  const date = (payment: (typeof rows)[number]) => formatDate(payment.paidAt ?? payment.createdAt, locale, 'table');
  const supportEmail = rows.find((p) => p.supportEmail)?.supportEmail ?? null;
  return (
    <Section title={t('payments.held.title')} id="licence-held-payments">
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Typography>{t('payments.held.intro')}</Typography>
        <Typography sx={{ mt: 1 }}>
          {supportEmail ? (
            t('payments.held.contactEmail', { email: supportEmail })
          ) : (
            <Link component={RouterLink} to="/home/help/contact">
              {t('payments.held.contactForm')}
            </Link>
          )}
        </Typography>
      </Alert>
      {narrow ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((payment) => (
            <Box
              component="li"
              key={payment.id}
              data-testid="held-payment"
              sx={{
                borderTop: 1,
                borderColor: 'divider',
                py: 1.5,
                '& dt': { color: 'text.secondary', typography: 'body2' },
                '& dd': { m: 0, mb: 1, wordBreak: 'break-word' },
              }}
            >
              <Box component="dl" sx={{ m: 0 }}>
                <dt>{t('payments.held.number')}</dt>
                <dd>{payment.id}</dd>
                <dt>{t('payments.held.date')}</dt>
                <dd>{date(payment)}</dd>
                <dt>{t('payments.held.amount')}</dt>
                <dd>{formatMoney(payment.amount, payment.currency, locale)}</dd>
                <dt>{t('payments.held.reason')}</dt>
                <dd>{reason(payment)}</dd>
                <dt>{t('payments.held.reference')}</dt>
                <dd>{payment.providerReference ?? '—'}</dd>
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="licence-held-payments" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('payments.held.number')}</TableCell>
                <TableCell>{t('payments.held.date')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('payments.held.purchase')}</TableCell>
                <TableCell align="right">{t('payments.held.amount')}</TableCell>
                <TableCell>{t('payments.held.reason')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('payments.held.reference')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((payment) => (
                <TableRow key={payment.id} data-testid="held-payment">
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{payment.id}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(payment)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {payment.lines.map((line) => line.description).join(', ')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(payment.amount, payment.currency, locale)}
                  </TableCell>
                  <TableCell>{reason(payment)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, wordBreak: 'break-all' }}>
                    {payment.providerReference ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}
