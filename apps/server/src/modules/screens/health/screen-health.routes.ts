import { screenHealthGetBody, screenHealthResponse, screenHealthSetBody } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../../core/context.ts';
import { jsonPost, metaOf } from '../../../lib/http.ts';

const tags = ['screens'];

/**
 * Screen health (docs/insight.md "Screen health"): offline notification settings, their
 * candidates and the screens offline now. Read with devices.manage; changed by owners and admins.
 */
export async function screenHealthRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { screenHealth: service } = app.services;
  const post = jsonPost(app, tags);

  post(
    '/screenHealth/get',
    'Offline notification settings, who may receive them, and the screens offline now (longest first)',
    screenHealthGetBody,
    screenHealthResponse,
    { access: { auth: 'session', permission: 'devices.manage' } },
    (b, r) => service.get(caller(r), b.organizationId),
  );
  post(
    '/screenHealth/set',
    'Change who is mailed when a screen stays offline, after how long, and whether they hear when it is back',
    screenHealthSetBody,
    screenHealthResponse,
    { access: { auth: 'session', permission: 'screens.health', write: true } },
    (b, r) => service.set(caller(r), b, metaOf(r)),
  );
}
