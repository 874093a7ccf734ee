import {
  activityListBody,
  activityListResponse,
  activityMarkReadBody,
  activityOrgBody,
  activityPeopleResponse,
  activityUnreadResponse,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../core/context.ts';
import { jsonPost } from '../../lib/http.ts';

/**
 * The activity log (docs/insight.md). Every role reads it (what each sees: ActivityService).
 * Marking read is the reader's own state, not organization data: allowed while the licence is expired.
 */
const read = { access: { auth: 'session' as const, permission: 'activity.view' as const } };

export async function activityRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { activity } = app.services;
  const post = jsonPost(app, ['activity']);

  post(
    '/activity/list',
    'One page of the activity log, newest first, with the unread count',
    activityListBody,
    activityListResponse,
    read,
    (b, r) => activity.list(caller(r), b),
  );
  post(
    '/activity/unreadCount',
    'How many entries are new for the caller (the top-bar badge)',
    activityOrgBody,
    activityUnreadResponse,
    read,
    (b, r) => activity.unreadCount(caller(r), b.organizationId),
  );
  post('/activity/markRead', 'Mark all read (up to upToId, when given)', activityMarkReadBody, activityUnreadResponse, read, (b, r) =>
    activity.markRead(caller(r), b.organizationId, b.upToId),
  );
  post('/activity/people', 'The people the log can be filtered by', activityOrgBody, activityPeopleResponse, read, (b, r) =>
    activity.people(caller(r), b.organizationId),
  );
}
