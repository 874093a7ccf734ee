import './i18n/index.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type LicenceInfo, type OrganizationDetails, PRICING_ITEMS, can } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type FormEvent, lazy, type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackMessage, toApiError } from '../../api/client.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDate } from '../../i18n/dates.ts';
import { useLocale } from '../../state/locale.ts';
import { useStoredUser } from '../../state/session.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { Section } from '../../components/Section.tsx';
import { type LicenceUpdate, licencesApi, licencesKeys, type PricingItem } from './api.ts';
import { Invoices } from './Invoices.tsx';
import { LicenceFields } from './LicenceFields.tsx';
import { PackageStateChip } from './PackageStateChip.tsx';
import { UsageBar } from './UsageBar.tsx';
import { BuyPanel, HeldPayments } from '../payments/index.ts';
import { daysLeft, endOfLocalDay, extensionDays, type LicenceErrors, type LicenceForm, validateLicence } from './validation.ts';

const PriceChart = lazy(() => import('./PriceChart.tsx'));
const YEARS = [1, 3, 5] as const;

/** Refreshes the organization queries (the organizations feature's) after the licence or the credits changed. */
const RefreshOrganizations = createContext<() => Promise<unknown>>(async () => undefined);

/**
 * The licence of an organization (spec 2.4, 7.2): manage, extend, add-ons, price chart, demo extension, credits,
 * invoices (docs/billing.md "Invoices").
 * The page at /home/licensing/{orgId} (`features/organizations/LicencePage.tsx`) loads the organization and
 * hands in its add-ons section and how to refresh the organization queries after a change.
 */
export function LicencePanel({
  org,
  licence,
  addons,
  refreshOrganizations,
}: {
  org: OrganizationDetails;
  licence: LicenceInfo;
  addons: ReactNode;
  refreshOrganizations: () => Promise<unknown>;
}) {
  return (
    <RefreshOrganizations.Provider value={refreshOrganizations}>
      <Licence org={org} licence={licence} addons={addons} />
    </RefreshOrganizations.Provider>
  );
}

function Licence({ org, licence, addons }: { org: OrganizationDetails; licence: LicenceInfo; addons: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const manage = org.abilities.manageLicence;
  const limit = (n: number | null) => (n === null ? t('common.unlimited') : String(n));
  // A whole sentence either way ("Valid until 6 December 2027" / "This licence does not expire").
  const validity = licence.validityExpiresAt
    ? t('licensing.expiresOn', { date: formatDate(licence.validityExpiresAt, locale, 'sentence') })
    : t('licensing.neverExpires');

  return (
    <Box>
      <PageHeader
        title={t('licensing.titleFor', { name: org.name })}
        subtitle={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <PackageStateChip state={licence.packageState} />
            <span>{validity}</span>
          </Stack>
        }
      />
      {licence.licenseStatus !== 0 ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {fallbackMessage('LICENSE_EXPIRED')}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('licensing.overview')} id="licence-overview">
            <Usage label={t('licensing.fields.devices')} used={licence.usedDevices} allowed={licence.numDevices} />
            <Usage label={t('licensing.fields.users')} used={licence.usedUsers} allowed={licence.numUsers} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('licensing.fields.package')}:{' '}
              <strong>{t(`licensing.packages.${licence.packageName}`, { defaultValue: licence.packageName })}</strong>
            </Typography>
            <Typography variant="body2">
              {t('licensing.fields.interactive')}: <strong>{limit(licence.interactiveDeviceLimit)}</strong>
            </Typography>
          </Section>
          <Credits org={org} />
          <DemoExtension org={org} licence={licence} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {manage ? (
            <Manage org={org} licence={licence} />
          ) : (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('licensing.readOnly')}
            </Alert>
          )}
          <Extend org={org} licence={licence} />
          <Buy org={org} notOfferedHere={licence.notOfferedHere} />
        </Grid>
        <Grid size={12}>
          {addons}
          <Prices org={org} />
          {org.abilities.edit ? <HeldPayments organizationId={org.id} /> : null}
          {org.abilities.edit ? <Invoices organizationId={org.id} /> : null}
        </Grid>
      </Grid>
    </Box>
  );
}

function Usage({ label, used, allowed }: { label: string; used: number; allowed: number | null }) {
  const { t } = useTranslation();
  const text = allowed === null ? t('licensing.usageUnlimited', { used }) : t('licensing.usage', { used, allowed });
  return <UsageBar label={label} text={text} used={used} allowed={allowed} />;
}

function useRefreshLicence(orgId: number) {
  const queryClient = useQueryClient();
  const refreshOrganizations = useContext(RefreshOrganizations);
  return async () => {
    await queryClient.invalidateQueries({ queryKey: licencesKeys.info(orgId) });
    await refreshOrganizations();
  };
}

/** POST /license/update of the chosen fields, from the end of the caller's day (spec 7.2). */
function updateLicence(organizationId: number, fields: LicenceUpdate) {
  return licencesApi.update({ data: { organizationId, updateLocalTime: endOfLocalDay(), ...fields } });
}

/** Package, limits and expiry (days from the end of today) through POST /license/update. */
function Manage({ org, licence }: { org: OrganizationDetails; licence: LicenceInfo }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const refresh = useRefreshLicence(org.id);
  const initial = (): LicenceForm => ({
    packageName: licence.packageName,
    devices: licence.numDevices === null ? '' : String(licence.numDevices),
    devicesUnlimited: licence.numDevices === null,
    users: licence.numUsers === null ? '' : String(licence.numUsers),
    usersUnlimited: licence.numUsers === null,
    days: licence.validityExpiresAt ? String(Math.max(1, daysLeft(licence.validityExpiresAt))) : '',
    daysUnlimited: licence.validityExpiresAt === null,
    interactive: licence.interactiveDeviceLimit === null ? '' : String(licence.interactiveDeviceLimit),
  });
  const [form, setForm] = useState<LicenceForm>(initial);
  const [errors, setErrors] = useState<LicenceErrors>({});
  const [notice, setNotice] = useState('');
  const save = useMutation({
    mutationFn: (fields: LicenceUpdate) => updateLicence(org.id, fields),
    onSuccess: async (updated) => {
      await refresh();
      setNotice(
        updated.validityExpiresAt
          ? t('licensing.savedUntil', { date: formatDate(updated.validityExpiresAt, locale, 'sentence') })
          : t('licensing.saved'),
      );
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the licence reloads.
  useEffect(() => setForm(initial()), [licence]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateLicence(form);
    setErrors(checked.errors);
    if (!checked.values) return;
    const v = checked.values;
    save.mutate({
      package: v.packageName,
      numDevices: v.numDevices,
      numUsers: v.numUsers,
      validityDays: v.validityDays,
      interactiveDeviceLimit: v.interactiveDeviceLimit ?? (v.numDevices === null ? null : 0),
    });
  }

  return (
    <Section title={t('licensing.manage')} id="licence-manage">
      <form onSubmit={submit} noValidate>
        <FormAlert error={save.error ? toApiError(save.error) : null} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('licensing.manageIntro')}
        </Typography>
        <LicenceFields idPrefix="manage-licence" form={form} errors={errors} onChange={setForm} />
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: 1 }}>
          {save.isPending ? t('common.saving') : t('licensing.saveLicence')}
        </Button>
      </form>
      <Snackbar open={!!notice} autoHideDuration={5000} onClose={() => setNotice('')} message={notice} />
    </Section>
  );
}

/** Extension by 1, 3 or 5 years, priced per device (spec 9). */
function Extend({ org, licence }: { org: OrganizationDetails; licence: LicenceInfo }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const refresh = useRefreshLicence(org.id);
  const pricing = useQuery({ queryKey: licencesKeys.pricing(org.id), queryFn: () => licencesApi.pricing(org.id) });
  const [years, setYears] = useState<1 | 3 | 5>(1);
  const [notice, setNotice] = useState('');
  const extend = useMutation({
    mutationFn: (by: 1 | 3 | 5) => updateLicence(org.id, { validityDays: extensionDays(licence.validityExpiresAt, by) }),
    onSuccess: async (updated) => {
      await refresh();
      setNotice(
        t('licensing.extendedUntil', {
          date: formatDate(updated.validityExpiresAt, locale, 'sentence'),
        }),
      );
    },
  });
  const devices = licence.numDevices ?? licence.usedDevices;
  const price = (y: 1 | 3 | 5) => pricing.data?.find((p) => p.item === `extension_${y}y_per_device`)?.value ?? 0;
  const money = (n: number) => n.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <Section title={t('licensing.extend')} id="licence-extend">
      <FormAlert error={extend.error ? toApiError(extend.error) : null} />
      {licence.validityExpiresAt === null ? (
        <Typography color="text.secondary">{t('licensing.neverExpires')}</Typography>
      ) : (
        <>
          <FormControl>
            <FormLabel id="extend-years">{t('licensing.extendBy')}</FormLabel>
            <RadioGroup aria-labelledby="extend-years" value={years} onChange={(e) => setYears(Number(e.target.value) as 1 | 3 | 5)}>
              {YEARS.map((y) => (
                <FormControlLabel
                  key={y}
                  value={y}
                  control={<Radio />}
                  label={t('licensing.extendOption', { count: y, price: money(price(y)), total: money(price(y) * devices), devices })}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {org.abilities.manageLicence ? (
            <Box>
              <Button variant="contained" onClick={() => extend.mutate(years)} disabled={extend.isPending} sx={{ mt: 1 }}>
                {t('licensing.extendAction', { count: years })}
              </Button>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('licensing.extendContact')}
            </Typography>
          )}
        </>
      )}
      <Snackbar open={!!notice} autoHideDuration={5000} onClose={() => setNotice('')} message={notice} />
    </Section>
  );
}

/** Card purchases (docs/billing.md): the organization's own owner or admin, for their own organization. */
function Buy({ org, notOfferedHere }: { org: OrganizationDetails; notOfferedHere: readonly string[] }) {
  const user = useStoredUser();
  if (!user || user.organizationId !== org.id || !can(user.role, 'licence.manage')) return null;
  return <BuyPanel organizationId={org.id} notOfferedHere={notOfferedHere} />;
}

/** A trial can be extended once by 30 days (spec parts 4 and 9). */
function DemoExtension({ org, licence }: { org: OrganizationDetails; licence: LicenceInfo }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useStoredUser();
  const refresh = useRefreshLicence(org.id);
  const extend = useMutation({
    mutationFn: () => licencesApi.demoExtension(org.id),
    onSuccess: () => refresh(),
  });
  if (licence.package.type !== 'TRIAL' || !can(user?.role, 'licence.manage')) return null;
  const failed = extend.error ? toApiError(extend.error) : null;
  // Any refusal reads as the demo-extension failure; a lost connection says so.
  const error = failed ? (failed.code === 'NETWORK' ? failed.message : fallbackMessage('DEMO_EXTENSION_FAILED')) : null;
  const done = extend.data
    ? t('licensing.demoDone', { name: extend.data.organizationName, date: formatDate(extend.data.validityExpiresAt, locale, 'sentence') })
    : '';

  return (
    <Section title={t('licensing.demo')} id="licence-demo">
      <FormAlert error={error} />
      {done ? <Alert severity="success">{done}</Alert> : null}
      {licence.demoExtended ? (
        <Typography color="text.secondary">{t('licensing.demoUsed')}</Typography>
      ) : done ? null : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t('licensing.demoIntro')}</Typography>
          <Button variant="outlined" onClick={() => extend.mutate()} disabled={extend.isPending}>
            {t('licensing.demoAction')}
          </Button>
        </Stack>
      )}
    </Section>
  );
}

/** AI credits: total, used, remaining; a managing parent adds credits. */
function Credits({ org }: { org: OrganizationDetails }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshOrganizations = useContext(RefreshOrganizations);
  const credits = useQuery({ queryKey: licencesKeys.credits(org.id), queryFn: () => licencesApi.credits(org.id) });
  const [amount, setAmount] = useState('100');
  const [invalid, setInvalid] = useState(false);
  const addCredits = useMutation({
    mutationFn: (numberOfCredits: number) => licencesApi.addCredits(org.id, { numberOfCredits }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: licencesKeys.credits(org.id) });
      await refreshOrganizations();
    },
  });
  const total = credits.data?.totalCredits ?? 0;
  const used = credits.data?.usedCredits ?? 0;

  function add(event: FormEvent) {
    event.preventDefault();
    const n = Number(amount);
    const wrong = !Number.isInteger(n) || n < 1;
    addCredits.reset();
    setInvalid(wrong);
    if (wrong) return;
    addCredits.mutate(n);
  }

  return (
    <Section title={t('licensing.credits')} id="licence-credits">
      <Typography data-testid="credits-summary">
        {t('licensing.creditsSummary', { total, used, left: Math.max(0, total - used) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('licensing.creditsHelp')}
      </Typography>
      {org.abilities.manageLicence ? (
        <form onSubmit={add} noValidate>
          <FormAlert error={addCredits.error ? toApiError(addCredits.error) : invalid ? fallbackMessage('FIELD_INVALID') : null} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              name="numberOfCredits"
              type="number"
              label={t('licensing.creditsAmount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              sx={{ maxWidth: 180 }}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
            <Button type="submit" variant="outlined" disabled={addCredits.isPending} sx={{ mt: 1 }}>
              {t('licensing.creditsAdd')}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Section>
  );
}

/** The price chart (recharts) and, for a managing parent, editing a price. */
function Prices({ org }: { org: OrganizationDetails }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pricing = useQuery({ queryKey: licencesKeys.pricing(org.id), queryFn: () => licencesApi.pricing(org.id) });
  const [item, setItem] = useState<PricingItem>('extension_1y_per_device');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const setPrice = useMutation({
    mutationFn: (price: { item: PricingItem; value: number }) => licencesApi.updatePricing(org.id, price),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: licencesKeys.pricing(org.id) });
      setValue('');
    },
  });
  // A price of 0 means "not for sale" (docs/billing.md): the chart shows what is priced.
  const data = (pricing.data ?? [])
    .filter((p) => p.value > 0)
    .map((p) => ({ name: t(`licensing.pricingItems.${p.item}`), value: p.value }));

  function save(event: FormEvent) {
    event.preventDefault();
    const n = Number(value);
    const wrong = !value.trim() || !Number.isFinite(n) || n < 0;
    setPrice.reset();
    setInvalid(wrong);
    if (wrong) return;
    setPrice.mutate({ item, value: Math.round(n * 100) / 100 });
  }

  return (
    <Section title={t('licensing.priceChart')} id="licence-prices">
      {pricing.isPending ? (
        <Skeleton variant="rounded" height={260} />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{t('licensing.noPrices')}</Typography>
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
          <PriceChart data={data} label={t('licensing.priceChartLabel')} />
        </Suspense>
      )}
      {org.abilities.manageLicence ? (
        <Box component="form" onSubmit={save} noValidate sx={{ mt: 2 }}>
          <FormAlert error={setPrice.error ? toApiError(setPrice.error) : invalid ? fallbackMessage('FIELD_INVALID') : null} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              select
              name="item"
              label={t('licensing.priceItem')}
              value={item}
              onChange={(e) => setItem(e.target.value as PricingItem)}
              sx={{ maxWidth: { sm: 320 } }}
            >
              {PRICING_ITEMS.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`licensing.pricingItems.${p}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              name="value"
              type="number"
              label={t('licensing.priceValue')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              sx={{ maxWidth: { sm: 180 } }}
              slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
            />
            <Button type="submit" variant="outlined" disabled={setPrice.isPending} sx={{ mt: { sm: 1 } }}>
              {t('licensing.priceSave')}
            </Button>
          </Stack>
        </Box>
      ) : null}
    </Section>
  );
}
