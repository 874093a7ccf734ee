import {
  changeEmailBody,
  confirmEmailBody,
  endSessionBody,
  envelope,
  meResponse,
  sessionInfo,
  sessionOnlyBody,
  setNameBody,
  updateEulaBody,
  updateLocaleBody,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { metaOf, ok } from '../../lib/http.ts';
import { caller } from '../../plugins/context.ts';
import { UsersService } from './users.service.ts';

const session = { access: { auth: 'session' as const, permission: 'account.manage' as const } };

export async function usersRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const users = new UsersService(app.ctx);
  const tags = ['users'];

  app.post(
    '/users/me',
    { schema: { tags, summary: 'The signed-in user', body: sessionOnlyBody, response: { 200: envelope(meResponse) } }, config: session },
    async (request) => ok(users.me(caller(request))),
  );
  app.post('/users/setName', { schema: { tags, summary: 'Change the full name', body: setNameBody }, config: session }, async (request) =>
    ok(await users.setName(caller(request), request.body.name, metaOf(request))),
  );
  app.post(
    '/users/update/locale',
    { schema: { tags, summary: 'Persist the interface language', body: updateLocaleBody }, config: session },
    async (request) => ok(await users.setLocale(caller(request), request.body.locale)),
  );
  app.post(
    '/users/update/eula',
    { schema: { tags, summary: 'Accept or withdraw the EULA', body: updateEulaBody }, config: session },
    async (request) => ok(await users.setEula(caller(request), request.body.eula, metaOf(request))),
  );
  app.post(
    '/users/me/email',
    { schema: { tags, summary: 'Start an e-mail change (needs the password; 400 EMAIL_EXISTS)', body: changeEmailBody }, config: session },
    async (request) => ok(await users.requestEmailChange(caller(request), request.body.email, request.body.password, metaOf(request))),
  );
  app.post(
    '/users/me/email/confirm',
    {
      schema: { tags, summary: 'Confirm an e-mail change with the mailed token', body: confirmEmailBody },
      config: { access: { auth: 'public' } },
    },
    async (request) => ok(await users.confirmEmailChange(request.body.userId, request.body.token, metaOf(request))),
  );
  app.post(
    '/users/me/sessions',
    {
      schema: { tags, summary: "The user's active sessions", body: sessionOnlyBody, response: { 200: envelope(z.array(sessionInfo)) } },
      config: session,
    },
    async (request) => ok(await users.listSessions(caller(request))),
  );
  app.post(
    '/users/me/sessions/end',
    { schema: { tags, summary: 'End one of your sessions', body: endSessionBody }, config: session },
    async (request) => ok(await users.endSession(caller(request), request.body.sessionId, metaOf(request))),
  );
  app.post(
    '/users/me/sessions/endOthers',
    { schema: { tags, summary: 'End all your other sessions', body: sessionOnlyBody }, config: session },
    async (request) => ok(await users.endOtherSessions(caller(request), metaOf(request))),
  );
}
