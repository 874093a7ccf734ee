import { useQuery } from '@tanstack/react-query';
import { approvalApi, approvalKeys } from './api.ts';

/** How often the waiting count is asked for again while a page shows it (the nav, the dashboard). */
const WAITING_REFRESH_MS = 60_000;

/**
 * The submissions waiting for an owner's or admin's decision (the approvals page, the count on the
 * playlists page, the dashboard and the navigation). Only for roles that decide: others are refused.
 */
export function useWaitingApprovals(enabled = true) {
  return useQuery({
    queryKey: approvalKeys.list(),
    queryFn: () => approvalApi.list({}),
    enabled,
    refetchInterval: enabled ? WAITING_REFRESH_MS : false,
  });
}
