import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/context.ts';
import { DevicesRepository } from '../devices/devices.repository.ts';
import { openSse } from './sse.ts';

/** Comment line interval of the CMS stream (proxies close idle connections). */
const CMS_KEEPALIVE_MS = 25_000;

/**
 * GET /api/events: the CMS's live stream (SSE read with fetch, `Authorization: SessionKey …`), scoped
 * to the caller's organization and its sub-organizations. Events: `device` (status, now playing,
 * delivery of one screen), `devices` (the list changed: refetch), `screenshot` (a new one arrived).
 */
export async function eventsRoutes(app: FastifyInstance) {
  const repo = new DevicesRepository(app.ctx.db);
  app.get(
    '/events',
    {
      schema: { tags: ['devices'], summary: 'Live events of the screens of the caller’s organizations (SSE)' },
      config: { access: { auth: 'session', permission: 'devices.manage', poll: true } },
    },
    async (request, reply) => {
      const auth = caller(request);
      const orgIds = await repo.visibleOrgIds(auth.organization.id);
      const stream = openSse(request, reply, CMS_KEEPALIVE_MS);
      app.screens.attachOrganizations(orgIds, stream);
      stream.send('ready', { organizationIds: orgIds });
    },
  );
}
