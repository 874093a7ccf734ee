import { can } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import { sessionKeyOf } from '../../plugins/auth.ts';
import { caller } from '../../core/context.ts';
import { openSse } from '../realtime/sse.ts';

/** Comment line interval of the CMS stream (proxies close idle connections). */
const CMS_KEEPALIVE_MS = 25_000;
/** How often an open stream checks that its session still exists (logout, revocation, expiry). */
const SESSION_RECHECK_MS = 60_000;

/**
 * GET /api/events: the CMS's live stream (SSE read with fetch, `Authorization: SessionKey …`), scoped
 * to the caller's organization and its sub-organizations. Events: `device` (status, now playing,
 * delivery of one screen), `devices` (the list changed: refetch), `screenshot` (a new one arrived).
 */
export async function eventsRoutes(app: FastifyInstance) {
  const { tree, sessions, screens } = app.services;
  app.get(
    '/events',
    {
      schema: { tags: ['devices'], summary: 'Live events of the screens of the caller’s organizations (SSE)' },
      config: { access: { auth: 'session', permission: 'devices.manage', poll: true } },
    },
    async (request, reply) => {
      const auth = caller(request);
      const orgIds = await tree.visibleIds(auth.organization.id);
      const stream = openSse(request, reply, CMS_KEEPALIVE_MS);
      screens.streams.attachOrganizations(orgIds, stream);
      stream.send('ready', { organizationIds: orgIds });
      // A signed-out or revoked session, or a role without the permission, stops receiving events: at
      // once when the change is announced (ScreensHooks.usersChanged, from any instance), and in any
      // case at the next periodic check.
      const key = sessionKeyOf(request);
      const check = () => {
        if (!key) return stream.close();
        sessions
          .resolve(key, { touch: false })
          .then((still) => {
            if (!still || !can(still.role, 'devices.manage')) stream.close();
          })
          .catch(() => {});
      };
      const timer = setInterval(check, SESSION_RECHECK_MS);
      timer.unref();
      stream.onClose(() => clearInterval(timer));
      screens.streams.attachUserCheck(auth.user.id, stream, check);
    },
  );
}
