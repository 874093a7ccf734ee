import { useQuery } from '@tanstack/react-query';
import { orgApi } from './api.ts';

export const orgKeys = {
  all: ['organizations'] as const,
  detail: (id: number) => ['organizations', 'detail', id] as const,
  children: (id: number) => ['organizations', 'children', id] as const,
  search: (id: number, q: string) => ['organizations', 'search', id, q] as const,
  all_below: (id: number) => ['organizations', 'below', id] as const,
  emails: (id: number) => ['organizations', 'emails', id] as const,
  hashtags: (id: number) => ['organizations', 'hashtags', id] as const,
  impersonation: ['impersonation'] as const,
};

export function useOrganization(id: number | undefined) {
  return useQuery({ queryKey: orgKeys.detail(id ?? 0), queryFn: () => orgApi.get(id as number), enabled: Boolean(id) });
}

export function useChildren(id: number, enabled = true) {
  return useQuery({ queryKey: orgKeys.children(id), queryFn: () => orgApi.subOrganizations(id), enabled });
}

/** Every organization below {id}, parents first (for pickers: move, transfer). */
export function useAllBelow(id: number | undefined) {
  return useQuery({ queryKey: orgKeys.all_below(id ?? 0), queryFn: () => orgApi.allSubOrganizations(id as number), enabled: Boolean(id) });
}
