/** App-wide queries (the frame, the dashboard and several features read them); keys come from the owning feature. */
import { useQuery } from '@tanstack/react-query';
import { accountApi, accountKeys } from '../features/account/api.ts';
import { licencesApi, licencesKeys } from '../features/licences/api.ts';
import { organizationsApi, organizationsKeys } from '../features/organizations/api.ts';
import { settingsApi, settingsKeys } from '../features/settings/api.ts';

export function useMe(enabled = true) {
  return useQuery({ queryKey: accountKeys.me(), queryFn: () => accountApi.me({}), enabled, staleTime: 30_000 });
}

export function useLicence(orgId: number | undefined) {
  return useQuery({
    queryKey: licencesKeys.info(orgId ?? 0),
    queryFn: () => licencesApi.info({ organizationId: orgId as number }),
    enabled: Boolean(orgId),
    staleTime: 60_000,
  });
}

export function useOrgTheme(orgId: number | undefined) {
  return useQuery({
    queryKey: organizationsKeys.theme(orgId ?? 0),
    queryFn: () => organizationsApi.theme(orgId as number),
    enabled: Boolean(orgId),
    staleTime: 5 * 60_000,
  });
}

export function useParentPath(orgId: number | undefined) {
  return useQuery({
    queryKey: organizationsKeys.parentPath(orgId ?? 0),
    queryFn: () => organizationsApi.parentPath(orgId as number),
    enabled: Boolean(orgId),
    staleTime: 5 * 60_000,
  });
}

export function useHealth() {
  return useQuery({ queryKey: settingsKeys.health(), queryFn: settingsApi.health, staleTime: 60_000 });
}
