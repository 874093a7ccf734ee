import { supportInfoBody, supportInfoResponse, supportMessageBody, supportMessageResponse } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../core/context.ts';
import { jsonPost, metaOf } from '../../lib/http.ts';

/**
 * Contact support (docs/support.md). Any signed-in user; allowed while the licence is expired
 * (writing to support changes no organization data, and is what an expired organization may need).
 */
const access = { access: { auth: 'session' as const, permission: 'support.send' as const } };

export async function supportRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { support } = app.services;
  const post = jsonPost(app, ['support']);

  post('/support/info', 'Where a support message goes, and the support phone', supportInfoBody, supportInfoResponse, access, (_b, r) =>
    support.info(caller(r)),
  );
  post(
    '/support/message',
    'Send a message to support (mailed with the organization and the user; a copy to the sender; 5 an hour)',
    supportMessageBody,
    supportMessageResponse,
    access,
    (b, r) => support.send(caller(r), b, metaOf(r)),
  );
}
