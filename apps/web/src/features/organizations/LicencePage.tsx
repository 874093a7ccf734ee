import './i18n/index.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LicencePanel, licencesApi, licencesKeys } from '../licences/index.ts';
import { organizationsKeys } from './api.ts';
import { useOrganization } from './queries.ts';
import { AddonsTab } from './tabs/AddonsTab.tsx';

/**
 * /home/licensing/{orgId} (the spec's route): the licences feature's `LicencePanel` for one organization, with
 * this feature's add-ons section. Licence and credit changes refresh every organization query.
 */
export default function LicencePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { orgId: raw } = useParams();
  const orgId = Number(raw);
  const valid = Number.isInteger(orgId) && orgId > 0;
  const org = useOrganization(valid ? orgId : undefined);
  const licence = useQuery({
    queryKey: licencesKeys.info(orgId),
    queryFn: () => licencesApi.info({ organizationId: orgId }),
    enabled: valid,
  });
  if (!valid) return <Navigate to="/home/organizations" replace />;
  if (org.isError || licence.isError) {
    return (
      <Box>
        <PageHeader title={t('licensing.title')} />
        <Alert severity="error">{toApiError(org.error ?? licence.error).message}</Alert>
      </Box>
    );
  }
  if (!org.data || !licence.data) return <Skeleton variant="rounded" height={320} />;
  return (
    <LicencePanel
      org={org.data}
      licence={licence.data}
      addons={<AddonsTab org={org.data} notOfferedHere={licence.data.notOfferedHere} />}
      refreshOrganizations={() => queryClient.invalidateQueries({ queryKey: organizationsKeys.all })}
    />
  );
}
