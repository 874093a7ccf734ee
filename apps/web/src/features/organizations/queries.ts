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
