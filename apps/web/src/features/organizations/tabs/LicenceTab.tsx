import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { OrganizationDetails } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../i18n/dates.ts';
import { useLocale } from '../../../state/locale.ts';
import { PackageStateChip } from '../../licences/index.ts';
import { Section } from '../../../components/Section.tsx';

/** Licence tab: the organization's licence fields (spec part 3) and the way to the licence page. */
export function LicenceTab({ org }: { org: OrganizationDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const l = org.licence;
  const limit = (n: number | null) => (n === null ? t('common.unlimited') : String(n));
  const rows: [string, React.ReactNode][] = [
    [t('licensing.fields.package'), t(`licensing.packages.${l.packageName}`, { defaultValue: l.packageName })],
    [t('licensing.state'), <PackageStateChip key="s" state={l.packageState} />],
    [t('licensing.fields.devices'), t('licensing.usage', { used: org.counts.devices, allowed: limit(l.numDevices) })],
    [t('licensing.fields.users'), t('licensing.usage', { used: org.counts.users, allowed: limit(l.numUsers) })],
    [t('licensing.fields.days'), limit(l.validityDays)],
    [t('licensing.expires'), l.validityExpiresAt ? formatDate(l.validityExpiresAt, locale, 'sentence') : t('licensing.noExpiry')],
    [t('licensing.fields.interactive'), limit(l.interactiveDeviceLimit)],
    [t('licensing.subOrgAccess'), t(`licensing.subOrgAccessLevels.${l.subOrgUpdateAccess}`)],
    [t('licensing.themeManagement'), t(`licensing.accessLevels.${l.themeManagement}`)],
  ];
  return (
    <Section title={t('organizations.tabs.license')} id="org-licence">
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Grid>
        ))}
      </Grid>
      <Button component={RouterLink} to={`/home/licensing/${org.id}`} variant="contained" sx={{ mt: 2 }}>
        {org.abilities.manageLicence ? t('licensing.manageAction') : t('licensing.viewAction')}
      </Button>
    </Section>
  );
}
