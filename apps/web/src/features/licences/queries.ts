/** An organization's licence as the app frame, the dashboard, the editor and the screens read it. */
import { useQuery } from '@tanstack/react-query';
import { licencesApi, licencesKeys } from './api.ts';

export function useLicence(orgId: number | undefined) {
  return useQuery({
    queryKey: licencesKeys.info(orgId ?? 0),
    queryFn: () => licencesApi.info({ organizationId: orgId as number }),
    enabled: Boolean(orgId),
    staleTime: 60_000,
  });
}
