/** The activity log (contracts/activity.ts: POST /activity/list, unreadCount, markRead, people). */
import type {
  ActivityItem,
  ActivityList,
  activityListBody,
  activityListResponse,
  activityMarkReadBody,
  activityOrgBody,
  activityPeopleResponse,
  activityUnreadResponse,
} from '@signage/shared';
import { endpoint } from '../../api/client.ts';

export type { ActivityItem, ActivityList };

/** `organizationId` only when a managing parent reads a sub-organization's log. */
export const activityApi = {
  list: endpoint<typeof activityListBody, typeof activityListResponse>('/activity/list'),
  unreadCount: endpoint<typeof activityOrgBody, typeof activityUnreadResponse>('/activity/unreadCount'),
  markRead: endpoint<typeof activityMarkReadBody, typeof activityUnreadResponse>('/activity/markRead'),
  people: endpoint<typeof activityOrgBody, typeof activityPeopleResponse>('/activity/people'),
};

export const activityKeys = {
  all: ['activity'] as const,
  /** The badge's count (the acting organization). */
  unread: (organizationId: number | undefined) => [...activityKeys.all, 'unread', organizationId ?? 'own'] as const,
  list: (query: Record<string, unknown>) => [...activityKeys.all, 'list', query] as const,
  people: (organizationId: number | undefined) => [...activityKeys.all, 'people', organizationId ?? 'own'] as const,
};
