import './i18n/index.ts';
import Grid from '@mui/material/Grid';
import { can, PLAYLIST_SEARCH } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffectiveOrganizationId } from '../../state/impersonation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMe } from '../account/index.ts';
import { useLicence } from '../licences/index.ts';
import { useStoredUser } from '../../state/session.ts';
import { DashboardScreens, useDevices } from '../devices/index.ts';
import { playlistsApi } from '../playlists/index.ts';
import { ExpiringSoon } from './ExpiringSoon.tsx';
import { WaitingApprovals } from './WaitingApprovals.tsx';
import { GettingStarted } from './GettingStarted.tsx';
import { hasTeam } from './team.ts';
import { LicenceSummary } from './LicenceSummary.tsx';

/** /home: welcome, getting-started steps and the licence summary. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const me = useMe();
  // While impersonating, the licence shown is the impersonated organization's.
  const licence = useLicence(useEffectiveOrganizationId(user?.organizationId));
  const name = (me.data?.fullname ?? user?.fullname ?? '').trim();
  const screens = can(user?.role, 'devices.manage');
  const devices = useDevices(true, screens);
  // Getting started: "create content" is done once the organization has a playlist.
  const content = useQuery({
    queryKey: ['dashboard', 'hasContent'],
    queryFn: async () =>
      (await playlistsApi.search({ searchTerm: '', type: PLAYLIST_SEARCH.all, limit: 200, offset: 0 })).results.some(
        (p) => p.type === 'playlist',
      ),
    staleTime: 60_000,
  });

  return (
    <>
      <PageHeader title={name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeNoName')} subtitle={t('dashboard.intro')} />
      <Grid container spacing={3}>
        {/* Something waits for a decision: first, above the getting-started steps. */}
        <WaitingApprovals enabled={can(user?.role, 'organizations.manage')} />
        <Grid size={{ xs: 12, lg: 7 }}>
          <GettingStarted
            me={me.data}
            screenAdded={(devices.data?.length ?? 0) > 0}
            contentCreated={content.data === true}
            teamInvited={hasTeam(licence.data)}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <LicenceSummary licence={licence.data} loading={licence.isPending} failed={licence.isError} />
        </Grid>
        <ExpiringSoon />
        {screens ? (
          <Grid size={12}>
            <DashboardScreens />
          </Grid>
        ) : null}
      </Grid>
    </>
  );
}
