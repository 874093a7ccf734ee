import './i18n/index.ts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { can } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { useEffectiveOrganizationId } from '../../state/impersonation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useStoredUser } from '../../state/session.ts';
import { PackageStateChip } from '../licences/index.ts';
import { ImpersonationActions } from './impersonation/ImpersonationActions.tsx';
import { useOrganization } from './queries.ts';
import { AddonsTab } from './tabs/AddonsTab.tsx';
import { DevicesTab, GroupsTab } from './tabs/DevicesTab.tsx';
import { InfoTab } from './tabs/InfoTab.tsx';
import { LicenceTab } from './tabs/LicenceTab.tsx';
import { MoveTab } from './tabs/MoveTab.tsx';
import { ThemeTab } from './tabs/ThemeTab.tsx';
import { UsersTab } from './tabs/UsersTab.tsx';
import { ApiTokensTab } from './api-tokens/ApiTokensTab.tsx';
import './api-tokens/i18n/index.ts';
import { WebhooksTab } from './webhooks/WebhooksTab.tsx';
import { countsText } from './counts.ts';

export const ORG_TABS = ['info', 'license', 'addons', 'users', 'devices', 'groups', 'theme', 'webhooks', 'move', 'apiTokens'] as const;
export type OrgTab = (typeof ORG_TABS)[number];

/** /home/organizations/{orgId}/{tab} (spec 2.2). */
export default function OrganizationDetailPage() {
  const { t } = useTranslation();
  const { orgId: rawId, tab: rawTab } = useParams();
  const orgId = Number(rawId);
  const user = useStoredUser();
  const homeId = useEffectiveOrganizationId(user?.organizationId);
  const org = useOrganization(Number.isInteger(orgId) && orgId > 0 ? orgId : undefined);
  if (!Number.isInteger(orgId) || orgId <= 0) return <Navigate to="/home/organizations" replace />;
  if (!(ORG_TABS as readonly string[]).includes(rawTab ?? '')) return <Navigate to={`/home/organizations/${orgId}/info`} replace />;
  const tab = rawTab as OrgTab;

  if (org.isError) {
    return (
      <Box>
        <PageHeader title={t('organizations.notFoundTitle')} />
        <Typography sx={{ mb: 2 }}>{t('organizations.notFoundText')}</Typography>
        <Button component={RouterLink} to="/home/organizations" startIcon={<ArrowBack />}>
          {t('organizations.backToList')}
        </Button>
      </Box>
    );
  }
  const data = org.data;
  const isOwn = orgId === homeId;
  const visibleTabs = ORG_TABS.filter(
    (name) =>
      !(name === 'move' && (isOwn || !data?.abilities.remove)) &&
      // API tokens belong to the user's own organization (docs/api-tokens.md), for its owners and admins.
      !(name === 'apiTokens' && (!isOwn || !user || !can(user.role, 'apiTokens.manage'))),
  );

  return (
    <Box>
      <PageHeader
        title={data?.name ?? t('app.loading')}
        subtitle={
          data ? (
            <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <PackageStateChip state={data.licence.packageState} />
              <span>
                {countsText(t, {
                  devices: data.counts.devices,
                  users: data.counts.users,
                  subs: data.counts.subOrganizations,
                  credits: Math.max(0, data.counts.totalCredits - data.counts.usedCredits),
                })}
              </span>
            </Stack>
          ) : undefined
        }
        actions={
          data && !isOwn ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              {data.abilities.edit ? (
                // A managing parent reads the sub-organization's activity log (docs/insight.md "The activity log").
                <Button variant="outlined" startIcon={<HistoryOutlined />} component={RouterLink} to={`/home/activity?org=${orgId}`}>
                  {t('organizations.activityLog')}
                </Button>
              ) : null}
              <ImpersonationActions org={data} />
            </Stack>
          ) : undefined
        }
      />
      <Tabs
        value={visibleTabs.includes(tab) ? tab : false}
        aria-label={t('organizations.detailTabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {visibleTabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={name === 'apiTokens' ? t('apiTokens.tab') : t(`organizations.tabs.${name}`)}
            component={RouterLink}
            to={`/home/organizations/${orgId}/${name}`}
          />
        ))}
      </Tabs>
      {!data ? (
        <Skeleton variant="rounded" height={240} />
      ) : tab === 'info' ? (
        <InfoTab org={data} isOwn={isOwn} />
      ) : tab === 'license' ? (
        <LicenceTab org={data} />
      ) : tab === 'addons' ? (
        <AddonsTab org={data} />
      ) : tab === 'users' ? (
        <UsersTab org={data} />
      ) : tab === 'devices' ? (
        <DevicesTab org={data} />
      ) : tab === 'groups' ? (
        <GroupsTab org={data} />
      ) : tab === 'theme' ? (
        <ThemeTab org={data} />
      ) : tab === 'apiTokens' ? (
        user && visibleTabs.includes('apiTokens') ? (
          <ApiTokensTab role={user.role} />
        ) : null
      ) : tab === 'webhooks' ? (
        <WebhooksTab org={data} />
      ) : (
        <MoveTab org={data} />
      )}
    </Box>
  );
}
