import './i18n/index.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_INCREMENT, type Purchasables, type Purchase } from '@signage/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackMessage, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { Section } from '../../components/Section.tsx';
import { useLocale } from '../../state/locale.ts';
import { formatMoney, paymentsApi, paymentsKeys } from './api.ts';

type Item = Purchasables['items'][number];

/**
 * "Buy" on the licence page (spec 7.8; docs/billing.md): licence extension (1, 3 or 5 years,
 * per screen), add-ons and AI credit packs, priced by the server from the organization's price chart.
 * Buying starts a checkout and goes to the provider's page (or the built-in test checkout). With no
 * provider configured the buttons are disabled with the reason.
 */
export function BuyPanel({ organizationId, notOfferedHere = [] }: { organizationId: number; notOfferedHere?: readonly string[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = useQuery({
    queryKey: paymentsKeys.purchasables(organizationId),
    queryFn: () => paymentsApi.purchasables({ organizationId }),
  });
  const checkout = useMutation({
    mutationFn: (purchase: Purchase) => paymentsApi.checkout({ organizationId, purchase }),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
  const [years, setYears] = useState<1 | 3 | 5>(1);
  const [counts, setCounts] = useState({ devices: '1', users: '1' });
  const loaded = data.isSuccess;
  // "Buy credits" from the AI assistant links to #buy-credits: scrolled to once the section is drawn.
  useEffect(() => {
    if (loaded && window.location.hash === '#buy-credits') document.getElementById('buy-credits')?.scrollIntoView({ block: 'center' });
  }, [loaded]);
  if (data.isPending) {
    return (
      <Section title={t('payments.buy.title')} id="licence-buy">
        <Skeleton variant="rounded" height={160} />
      </Section>
    );
  }
  if (data.isError) {
    return (
      <Section title={t('payments.buy.title')} id="licence-buy">
        <FormAlert error={toApiError(data.error)} />
      </Section>
    );
  }
  const { provider, currency, taxRate, items } = data.data;
  const off = provider === 'off';
  const busy = checkout.isPending || checkout.isSuccess;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const extension = (y: number) => items.find((i) => i.purchase.kind === 'extension' && i.purchase.years === y);
  const buyableAddons = items.filter((i) => i.purchase.kind === 'addon' && i.blockedBy !== 'PAYMENT_ADDON_ACTIVE');
  const credits = items.find((i) => i.purchase.kind === 'credits');
  const chosen = extension(years);
  const blocked = (item: Item | undefined) => off || busy || !item || item.blockedBy !== null;
  const reason = (item: Item | undefined) =>
    item?.blockedBy === 'PAYMENT_NOT_PRICED' ? t('payments.buy.notPriced') : item?.blockedBy ? fallbackMessage(item.blockedBy) : '';

  return (
    <Section title={t('payments.buy.title')} id="licence-buy">
      {off ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {fallbackMessage('PAYMENTS_NOT_CONFIGURED')}
        </Alert>
      ) : provider === 'test' ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="test-payments-banner">
          <strong>{t('payments.buy.testMode')}</strong> {t('payments.buy.testModeHelp')}
        </Alert>
      ) : null}
      <FormAlert error={checkout.error ? toApiError(checkout.error) : null} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('payments.buy.intro')} {taxRate > 0 ? t('payments.buy.taxIncluded', { rate: taxRate }) : null}
      </Typography>

      <Stack spacing={2} divider={<Divider flexItem />}>
        {extension(1)?.blockedBy === 'PAYMENT_LICENCE_UNLIMITED' ? (
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('payments.buy.extension')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {fallbackMessage('PAYMENT_LICENCE_UNLIMITED')}
            </Typography>
          </Box>
        ) : (
          <Box>
            <FormControl>
              <FormLabel id="buy-extension-years">{t('payments.buy.extension')}</FormLabel>
              <RadioGroup
                aria-labelledby="buy-extension-years"
                value={years}
                onChange={(e) => setYears(Number(e.target.value) as 1 | 3 | 5)}
              >
                {([1, 3, 5] as const).map((y) => {
                  const item = extension(y);
                  return (
                    <FormControlLabel
                      key={y}
                      value={y}
                      control={<Radio />}
                      disabled={off}
                      label={t('payments.buy.extensionOption', {
                        count: y,
                        total: item?.blockedBy ? reason(item) : money(item?.total ?? 0),
                      })}
                    />
                  );
                })}
              </RadioGroup>
            </FormControl>
            {chosen && !chosen.blockedBy && chosen.lines[0] ? (
              <Typography variant="body2" color="text.secondary">
                {t('payments.buy.extensionPer', { unit: money(chosen.lines[0].unitAmount), devices: chosen.lines[0].quantity })}
              </Typography>
            ) : null}
            <Box>
              <Button
                variant="contained"
                sx={{ mt: 1 }}
                disabled={blocked(chosen)}
                onClick={() => checkout.mutate({ kind: 'extension', years })}
                data-testid="buy-extension"
              >
                {t('payments.buy.buyExtension', { count: years })}
              </Button>
            </Box>
          </Box>
        )}

        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('payments.buy.addons')}
          </Typography>
          {/* Add-ons already on are not for sale: their state is shown once, under Add-ons. */}
          {buyableAddons.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('payments.buy.allAddonsOn')}
            </Typography>
          ) : null}
          <Stack spacing={1}>
            {buyableAddons.map((item) => {
              const addon = item.purchase.kind === 'addon' ? item.purchase.addon : 'weather';
              const name = t(`payments.addonNames.${addon}`);
              // The licence answer names add-ons like the licence flags (qrCode), purchases in lower case (qrcode).
              const offered = !notOfferedHere.includes(addon === 'qrcode' ? 'qrCode' : addon);
              return (
                <Stack key={addon} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography sx={{ flex: '1 1 140px' }}>{name}</Typography>
                  {!offered ? (
                    // Buying it would not make it work here (docs/decisions.md "Colours and states say what is true").
                    <Typography variant="body2" color="text.secondary" data-testid={`buy-addon-not-offered-${addon}`}>
                      {t('payments.buy.addonNotOffered')}
                    </Typography>
                  ) : (
                    <>
                      <Typography variant="body2" color="text.secondary">
                        {item.blockedBy ? reason(item) : money(item.total)}
                      </Typography>
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={blocked(item)}
                        onClick={() => checkout.mutate(item.purchase)}
                        aria-label={`${t('payments.buy.buyAction')}: ${name}`}
                      >
                        {t('payments.buy.buyAction')}
                      </Button>
                    </>
                  )}
                </Stack>
              );
            })}
          </Stack>
        </Box>

        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('payments.buy.more')}
          </Typography>
          <Stack spacing={1.5}>
            {(['devices', 'users'] as const).map((kind) => {
              const item = items.find((i) => i.purchase.kind === kind);
              const count = counts[kind];
              const n = Number(count);
              const valid = Number.isInteger(n) && n >= 1 && n <= MAX_INCREMENT;
              const unit = item?.lines[0]?.unitAmount ?? 0;
              const label = t(`payments.buy.${kind}`);
              return (
                <Stack key={kind} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  <Box sx={{ flex: '1 1 140px' }}>
                    <Typography>{label}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {item?.blockedBy ? reason(item) : t('payments.buy.each', { price: money(unit) })}
                    </Typography>
                  </Box>
                  {item?.blockedBy ? null : (
                    <>
                      <TextField
                        size="small"
                        type="number"
                        label={t('payments.buy.quantity')}
                        value={count}
                        onChange={(e) => setCounts({ ...counts, [kind]: e.target.value })}
                        error={!valid}
                        sx={{ width: 110 }}
                        slotProps={{
                          htmlInput: { min: 1, max: MAX_INCREMENT, step: 1, 'aria-label': `${t('payments.buy.quantity')}: ${label}` },
                        }}
                      />
                      <Button
                        variant="outlined"
                        disabled={blocked(item) || !valid}
                        onClick={() => checkout.mutate({ kind, count: n })}
                        aria-label={`${t('payments.buy.buyAction')}: ${label}`}
                      >
                        {t('payments.buy.buyAction')}
                      </Button>
                    </>
                  )}
                </Stack>
              );
            })}
          </Stack>
        </Box>

        <Box id="buy-credits">
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('payments.buy.credits')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ flex: '1 1 140px' }}>{t('payments.buy.creditPack')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {credits?.blockedBy ? reason(credits) : money(credits?.total ?? 0)}
            </Typography>
            <Button
              variant="contained"
              disabled={blocked(credits)}
              onClick={() => checkout.mutate({ kind: 'credits', packs: 1 })}
              data-testid="buy-credits"
            >
              {t('payments.buy.buyCredits')}
            </Button>
          </Stack>
        </Box>
      </Stack>
      {busy && !checkout.error ? (
        <Typography variant="body2" role="status" sx={{ mt: 2 }}>
          {t('payments.buy.redirecting')}
        </Typography>
      ) : null}
    </Section>
  );
}
