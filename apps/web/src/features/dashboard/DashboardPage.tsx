import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { useEffectiveOrganizationId } from '../../app/impersonation.ts';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { useLicence, useMe } from '../../app/queries.ts';
import { useStoredUser } from '../../app/session.ts';
import { GettingStarted } from './GettingStarted.tsx';
import { LicenceSummary } from './LicenceSummary.tsx';

/** /home: welcome, getting-started steps and the licence summary. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const me = useMe();
  // While impersonating, the licence shown is the impersonated organization's.
  const licence = useLicence(useEffectiveOrganizationId(user?.organizationId));
  const name = (me.data?.fullname ?? user?.fullname ?? '').trim();

  return (
    <>
      <PageHeader title={name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeNoName')} subtitle={t('dashboard.intro')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <GettingStarted me={me.data} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <LicenceSummary licence={licence.data} loading={licence.isPending} failed={licence.isError} />
        </Grid>
      </Grid>
    </>
  );
}
