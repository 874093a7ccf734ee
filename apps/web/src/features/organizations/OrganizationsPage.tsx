import './i18n/index.ts';
import Add from '@mui/icons-material/Add';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useEffectiveOrganizationId } from '../../state/impersonation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useStoredUser } from '../../state/session.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { organizationsApi, organizationsKeys } from './api.ts';
import { CreateSubOrgDialog } from './CreateSubOrgDialog.tsx';
import { ImpersonationPanel } from './impersonation/ImpersonationPanel.tsx';
import { OrgTree, OrgRow } from './OrgTree.tsx';
import { useOrganization } from './queries.ts';
import { countsText } from './counts.ts';

/** /home/organizations: the tree of sub-organizations, search by name or #tag, create, impersonation requests. */
export default function OrganizationsPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const orgId = useEffectiveOrganizationId(user?.organizationId) ?? 0;
  const [params, setParams] = useSearchParams();
  // The consent mail links to ?impersonationRequest={id}: open that request.
  const mailedRequest = Number(params.get('impersonationRequest')) || null;
  const tab = params.get('tab') === 'impersonation' || mailedRequest ? 'impersonation' : 'tree';
  const own = useOrganization(orgId);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);

  const results = useQuery({
    queryKey: organizationsKeys.search(orgId, query),
    queryFn: () => organizationsApi.subOrganizations(orgId, query),
    enabled: Boolean(orgId && query),
  });

  const org = own.data;
  const canCreate = org?.abilities.createSubOrganizations ?? false;

  return (
    <Box>
      <PageHeader
        title={t('organizations.title')}
        subtitle={t('organizations.subtitle')}
        actions={
          canCreate ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('organizations.create')}
            </Button>
          ) : undefined
        }
      />
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === 'tree' ? {} : { tab: value }, { replace: true })}
        aria-label={t('organizations.tabsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="tree" label={t('organizations.treeTab')} />
        <Tab value="impersonation" label={t('organizations.impersonation.tab')} />
      </Tabs>

      {tab === 'impersonation' ? (
        <ImpersonationPanel organizationId={orgId} focusRequestId={mailedRequest} />
      ) : (
        <>
          <FormAlert error={own.error ? t('organizations.loadFailed') : null} />
          <Card sx={{ mb: 2 }}>
            <CardContent>
              {org ? (
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={2}
                  sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                >
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <ApartmentOutlined color="primary" aria-hidden />
                    <Box sx={{ minWidth: 0 }}>
                      <Link component={RouterLink} to={`/home/organizations/${org.id}/info`} variant="h2" sx={{ display: 'block' }}>
                        {org.name}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {countsText(t, {
                          devices: org.counts.devices,
                          users: org.counts.users,
                          subs: org.counts.subOrganizations,
                          credits: Math.max(0, org.counts.totalCredits - org.counts.usedCredits),
                        })}
                      </Typography>
                    </Box>
                  </Stack>
                  <Button component={RouterLink} to={`/home/licensing/${org.id}`} variant="outlined">
                    {t('organizations.openLicence')}
                  </Button>
                </Stack>
              ) : (
                <Skeleton height={48} />
              )}
            </CardContent>
          </Card>

          <TextField
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            label={t('organizations.search')}
            placeholder={t('organizations.searchPlaceholder')}
            sx={{ mb: 2, maxWidth: { sm: 420 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />

          {query ? (
            <Card>
              {results.isPending ? (
                <Skeleton sx={{ mx: 2 }} height={56} />
              ) : (results.data?.results.length ?? 0) === 0 ? (
                <Typography sx={{ p: 3 }} color="text.secondary" role="status">
                  {t('organizations.noMatches', { query })}
                </Typography>
              ) : (
                <Box component="ul" aria-label={t('organizations.searchResults')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {results.data?.results.map((row) => (
                    <OrgRow key={row.id} row={row} depth={0} ownOrgId={orgId} onTag={(tag) => setSearch(`#${tag}`)} />
                  ))}
                </Box>
              )}
            </Card>
          ) : (
            <Card>
              <OrgTree rootId={orgId} onTag={(tag) => setSearch(`#${tag}`)} />
            </Card>
          )}
        </>
      )}

      {org ? (
        <CreateSubOrgDialog
          open={creating}
          parent={org}
          onClose={() => setCreating(false)}
          onCreated={async (created) => {
            setCreating(false);
            setNotice(t('organizations.created', { name: created.name }));
            await queryClient.invalidateQueries({ queryKey: organizationsKeys.all });
            navigate(`/home/organizations/${created.id}/info`);
          }}
        />
      ) : null}
      <Snackbar open={!!notice} autoHideDuration={5000} onClose={() => setNotice('')} message={notice} />
    </Box>
  );
}
