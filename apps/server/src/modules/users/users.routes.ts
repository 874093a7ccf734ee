import {
  addUserBody,
  changeEmailBody,
  deleteUsersBody,
  resendInvitationBody,
  updateRoleBody,
  userDecisionBody,
  userResponse,
  usersListBody,
  usersListResponse,
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
import { caller } from '../../core/context.ts';

const session = { access: { auth: 'session' as const, permission: 'account.manage' as const } };
/** User management (spec 6: owner and admin). Paths are ours (spec 7.8 leaves them open): docs/organizations.md. */
const manageRead = { access: { auth: 'session' as const, permission: 'users.manage' as const } };
const manageWrite = { access: { auth: 'session' as const, permission: 'users.manage' as const, write: true } };

export async function usersRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { users, usersAdmin: admin } = app.services;
  const tags = ['users'];

  app.post(
    '/users/list',
    {
      schema: {
        tags,
        summary: "The organization's users with role, status and last login",
        body: usersListBody,
        response: { 200: envelope(usersListResponse) },
      },
      config: manageRead,
    },
    async (request) => ok(await admin.list(caller(request), request.body.organizationId)),
  );
  app.post(
    '/users/add',
    {
      schema: {
        tags,
        summary: 'Invite a user (mail with a set-password link; user limit)',
        body: addUserBody,
        response: { 200: envelope(userResponse) },
      },
      config: manageWrite,
    },
    async (request) => ok(await admin.add(caller(request), request.body, request.ip)),
  );
  app.post(
    '/users/resendInvitation',
    {
      schema: {
        tags,
        summary: 'Send the invitation again (new link)',
        body: resendInvitationBody,
        response: { 200: envelope(userResponse) },
      },
      config: manageWrite,
    },
    async (request) => ok(await admin.resendInvitation(caller(request), request.body.userId, undefined, request.ip)),
  );
  app.post(
    '/users/updateRole',
    {
      schema: {
        tags,
        summary: "Change a user's role ('owner' hands the ownership over)",
        body: updateRoleBody,
        response: { 200: envelope(userResponse) },
      },
      config: manageWrite,
    },
    async (request) => ok(await admin.updateRole(caller(request), request.body.userId, request.body.role, undefined, request.ip)),
  );
  app.post(
    '/users/delete',
    {
      schema: {
        tags,
        summary: 'Delete users, transferring their data to the owner or deleting it (never the owner or oneself)',
        body: deleteUsersBody,
        response: { 200: envelope(z.object({ deleted: z.number(), mode: z.string() })) },
      },
      config: manageWrite,
    },
    async (request) => ok(await admin.remove(caller(request), request.body.userIds, request.body.mode, undefined, request.ip)),
  );
  app.post(
    '/users/approve',
    {
      schema: { tags, summary: 'Approve a user waiting for approval', body: userDecisionBody, response: { 200: envelope(userResponse) } },
      config: manageWrite,
    },
    async (request) => ok(await admin.approve(caller(request), request.body.userId, undefined, request.ip)),
  );
  app.post(
    '/users/reject',
    {
      schema: {
        tags,
        summary: 'Reject a user waiting for approval (the account is removed)',
        body: userDecisionBody,
        response: { 200: envelope(z.object({ rejected: z.boolean() })) },
      },
      config: manageWrite,
    },
    async (request) => ok(await admin.reject(caller(request), request.body.userId, undefined, request.ip)),
  );

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
