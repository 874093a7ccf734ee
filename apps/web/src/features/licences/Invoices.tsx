import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { InvoiceSummary } from '@signage/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { saveBlob } from '../../api/download.ts';
import { visuallyHidden } from '../../components/a11y.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { Section } from '../../components/Section.tsx';
import { formatDate } from '../../i18n/dates.ts';
import { useLocale } from '../../state/locale.ts';
import { formatMoney } from '../payments/index.ts';
import { invoicesApi, invoicesKeys } from './api.ts';

/**
 * The organization's invoices (spec 2.4 "licence (…, invoice)"): number, date, what was bought,
 * total, and the PDF. Shown to whoever may read them (owner/admin of the organization, a managing ancestor:
 * `abilities.edit`).
 */
export function Invoices({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useQuery({ queryKey: invoicesKeys.list(organizationId), queryFn: () => invoicesApi.list(organizationId) });
  const download = useMutation({
    mutationFn: (invoice: InvoiceSummary) => invoicesApi.pdf(organizationId, invoice.id),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
  const rows = list.data?.invoices ?? [];
  // On a phone: the description column is left out and the download is an icon (its name says what it downloads).
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));

  return (
    <Section title={t('licensing.invoices.title')} id="licence-invoices">
      <FormAlert error={list.error ? toApiError(list.error) : download.error ? toApiError(download.error) : null} />
      {list.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : list.isError ? null : rows.length === 0 ? (
        <Typography color="text.secondary">{t('licensing.invoices.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="licence-invoices" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('licensing.invoices.number')}</TableCell>
                <TableCell>{t('licensing.invoices.date')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('licensing.invoices.description')}</TableCell>
                <TableCell align="right">{t('licensing.invoices.total')}</TableCell>
                <TableCell align="right" sx={{ pr: 0 }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('licensing.invoices.pdf')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{invoice.number}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.issuedAt, locale, 'table')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{invoice.descriptions.join(', ')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(invoice.totalAmount, invoice.currency, locale)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', pr: 0 }}>
                    {narrow ? (
                      <IconButton
                        size="small"
                        color="primary"
                        disabled={download.isPending && download.variables?.id === invoice.id}
                        onClick={() => download.mutate(invoice)}
                        aria-label={t('licensing.invoices.downloadNumber', { number: invoice.number })}
                      >
                        <DownloadIcon fontSize="small" />
                      </IconButton>
                    ) : (
                      <Button
                        size="small"
                        startIcon={<DownloadIcon />}
                        disabled={download.isPending && download.variables?.id === invoice.id}
                        onClick={() => download.mutate(invoice)}
                      >
                        {t('licensing.invoices.download')}
                        <Box component="span" sx={visuallyHidden}>
                          {t('licensing.invoices.downloadRest', { number: invoice.number })}
                        </Box>
                      </Button>
                    )}
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
