import { useQuery } from '@tanstack/react-query';
import { organizationsApi, organizationsKeys } from './api.ts';

export function useOrganization(id: number | undefined) {
  return useQuery({ queryKey: organizationsKeys.detail(id ?? 0), queryFn: () => organizationsApi.get(id as number), enabled: Boolean(id) });
}

export function useChildren(id: number, enabled = true) {
  return useQuery({ queryKey: organizationsKeys.children(id), queryFn: () => organizationsApi.subOrganizations(id), enabled });
}

/** Every organization below {id}, parents first (for pickers: move, transfer). */
export function useAllBelow(id: number | undefined) {
  return useQuery({
    queryKey: organizationsKeys.below(id ?? 0),
    queryFn: () => organizationsApi.allSubOrganizations(id as number),
    enabled: Boolean(id),
  });
}

/** The theme an organization uses (its own or the inherited one): the app frame restyles from it. */
export function useOrgTheme(orgId: number | undefined) {
  return useQuery({
    queryKey: organizationsKeys.theme(orgId ?? 0),
    queryFn: () => organizationsApi.theme(orgId as number),
    enabled: Boolean(orgId),
    staleTime: 5 * 60_000,
  });
}

/** The organizations from the top down to {orgId} (breadcrumbs, the transfer target of a deletion). */
export function useParentPath(orgId: number | undefined) {
  return useQuery({
    queryKey: organizationsKeys.parentPath(orgId ?? 0),
    queryFn: () => organizationsApi.parentPath(orgId as number),
    enabled: Boolean(orgId),
    staleTime: 5 * 60_000,
  });
}
