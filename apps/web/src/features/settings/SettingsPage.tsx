import './i18n/index.ts';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AboutCard } from './AboutCard.tsx';
import { PreferencesCard } from './PreferencesCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';

/** /home/settings: preferences, active sessions, about this installation. */
export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PreferencesCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AboutCard />
        </Grid>
        <Grid size={12}>
          <SessionsCard />
        </Grid>
      </Grid>
    </>
  );
}
