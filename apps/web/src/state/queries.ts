import { useQuery } from '@tanstack/react-query';
import { licenceApi, organizationsApi, systemApi, usersApi } from '../api/endpoints.ts';

export const queryKeys = {
  me: ['me'] as const,
  licence: (orgId: number) => ['licence', orgId] as const,
  theme: (orgId: number) => ['theme', orgId] as const,
  parentPath: (orgId: number) => ['parentPath', orgId] as const,
  sessions: ['sessions'] as const,
  health: ['health'] as const,
};

export function useMe(enabled = true) {
  return useQuery({ queryKey: queryKeys.me, queryFn: usersApi.me, enabled, staleTime: 30_000 });
}

export function useLicence(orgId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.licence(orgId ?? 0),
    queryFn: () => licenceApi.info(orgId as number),
    enabled: Boolean(orgId),
    staleTime: 60_000,
  });
}

export function useOrgTheme(orgId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.theme(orgId ?? 0),
    queryFn: () => organizationsApi.theme(orgId as number),
    enabled: Boolean(orgId),
    staleTime: 5 * 60_000,
  });
}

export function useParentPath(orgId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.parentPath(orgId ?? 0),
    queryFn: () => organizationsApi.parentPath(orgId as number),
    enabled: Boolean(orgId),
    staleTime: 5 * 60_000,
  });
}

export function useHealth() {
  return useQuery({ queryKey: queryKeys.health, queryFn: systemApi.health, staleTime: 60_000 });
}
