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
import { jsonPost, metaOf } from '../../lib/http.ts';
import { caller } from '../../core/context.ts';

const session = { access: { auth: 'session' as const, permission: 'account.manage' as const } };
/** User management (spec 6: owner and admin). Paths are ours (spec 7.8 leaves them open): docs/organizations.md. */
const manageRead = { access: { auth: 'session' as const, permission: 'users.manage' as const } };
const manageWrite = { access: { auth: 'session' as const, permission: 'users.manage' as const, write: true } };

export async function usersRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { users, usersAdmin: admin } = app.services;
  const post = jsonPost(app, ['users']);

  post('/users/list', "The organization's users with role, status and last login", usersListBody, usersListResponse, manageRead, (b, r) =>
    admin.list(caller(r), b.organizationId),
  );
  post('/users/add', 'Invite a user (mail with a set-password link; user limit)', addUserBody, userResponse, manageWrite, (b, r) =>
    admin.add(caller(r), b, r.ip),
  );
  post('/users/resendInvitation', 'Send the invitation again (new link)', resendInvitationBody, userResponse, manageWrite, (b, r) =>
    admin.resendInvitation(caller(r), b.userId, undefined, r.ip),
  );
  post('/users/updateRole', "Change a user's role ('owner' hands the ownership over)", updateRoleBody, userResponse, manageWrite, (b, r) =>
    admin.updateRole(caller(r), b.userId, b.role, undefined, r.ip),
  );
  post(
    '/users/delete',
    'Delete users, transferring their data to the owner or deleting it (never the owner or oneself)',
    deleteUsersBody,
    z.object({ deleted: z.number(), mode: z.string() }),
    manageWrite,
    (b, r) => admin.remove(caller(r), b.userIds, b.mode, undefined, r.ip),
  );
  post('/users/approve', 'Approve a user waiting for approval', userDecisionBody, userResponse, manageWrite, (b, r) =>
    admin.approve(caller(r), b.userId, undefined, r.ip),
  );
  post(
    '/users/reject',
    'Reject a user waiting for approval (the account is removed)',
    userDecisionBody,
    z.object({ rejected: z.boolean() }),
    manageWrite,
    (b, r) => admin.reject(caller(r), b.userId, undefined, r.ip),
  );

  post('/users/me', 'The signed-in user', sessionOnlyBody, meResponse, session, async (_b, r) => users.me(caller(r)));
  post('/users/setName', 'Change the full name', setNameBody, undefined, session, (b, r) => users.setName(caller(r), b.name, metaOf(r)));
  post('/users/update/locale', 'Persist the interface language', updateLocaleBody, undefined, session, (b, r) =>
    users.setLocale(caller(r), b.locale),
  );
  post('/users/update/eula', 'Accept or withdraw the EULA', updateEulaBody, undefined, session, (b, r) =>
    users.setEula(caller(r), b.eula, metaOf(r)),
  );
  post('/users/me/email', 'Start an e-mail change (needs the password; 400 EMAIL_EXISTS)', changeEmailBody, undefined, session, (b, r) =>
    users.requestEmailChange(caller(r), b.email, b.password, metaOf(r)),
  );
  post(
    '/users/me/email/confirm',
    'Confirm an e-mail change with the mailed token',
    confirmEmailBody,
    undefined,
    { access: { auth: 'public' } },
    (b, r) => users.confirmEmailChange(b.userId, b.token, metaOf(r)),
  );
  post('/users/me/sessions', "The user's active sessions", sessionOnlyBody, z.array(sessionInfo), session, (_b, r) =>
    users.listSessions(caller(r)),
  );
  post('/users/me/sessions/end', 'End one of your sessions', endSessionBody, undefined, session, (b, r) =>
    users.endSession(caller(r), b.sessionId, metaOf(r)),
  );
  post('/users/me/sessions/endOthers', 'End all your other sessions', sessionOnlyBody, undefined, session, (_b, r) =>
    users.endOtherSessions(caller(r), metaOf(r)),
  );
}
