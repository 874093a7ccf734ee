import { z } from 'zod';
import { LOCALES } from '../constants.ts';
import { ROLES } from '../roles.ts';
import { anyPassword, email, recordId, requiredText, sessionKey } from './common.ts';

export const setNameBody = z.strictObject({ sessionKey, name: requiredText(120) });
export const updateLocaleBody = z.strictObject({ sessionKey, locale: z.enum(LOCALES, { error: 'FIELD_INVALID' }) });
/** `password` is our addition to spec 7.3: an e-mail change needs re-authentication (ASVS 7.5.1). */
export const changeEmailBody = z.strictObject({ sessionKey, email, password: anyPassword });
export const confirmEmailBody = z.strictObject({
  userId: recordId,
  token: z.string().min(1, { error: 'FIELD_REQUIRED' }).max(200),
});
export const updateEulaBody = z.strictObject({ sessionKey, eula: z.boolean() });
export const sessionOnlyBody = z.strictObject({ sessionKey });
export const endSessionBody = z.strictObject({ sessionKey, sessionId: recordId });

export const meResponse = z.object({
  id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  pendingEmail: z.string().nullable(),
  role: z.enum(ROLES),
  organizationId: z.number().int(),
  organizationName: z.string(),
  eula: z.boolean(),
  eulaAcceptedAt: z.string().nullable(),
  locale: z.enum(LOCALES),
  localeSet: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meResponse>;

export const sessionInfo = z.object({
  id: z.number().int(),
  current: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  userAgent: z.string(),
  ip: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

/*
 * User management (the /users page and the organization's users tab; spec 2.4, 4, 6, 8). The spec
 * names no paths (7.8): ours are POST /api/users/… with JSON bodies carrying `sessionKey` (or the
 * `Authorization: SessionKey` header), like the other users calls. `organizationId` is optional and
 * defaults to the caller's organization; a managing parent may name a sub-organization it manages.
 */

/** How the users list shows a user's state: verified (active), e-mail not verified, waiting for approval, invited. */
export const USER_LIST_STATUSES = ['verified', 'pending_verification', 'pending_approval', 'invited'] as const;
export type UserListStatus = (typeof USER_LIST_STATUSES)[number];

const userId = recordId;
const orgRef = recordId.optional();

/** POST /users/list {organizationId?}: everyone in the organization, owner first. */
export const usersListBody = z.strictObject({ sessionKey: sessionKey.optional(), organizationId: orgRef });
export const userListItem = z.object({
  id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_LIST_STATUSES),
  /** regular, or collated (joined through the organization's e-mail domain). */
  userType: z.enum(['regular', 'collated']),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  isOwner: z.boolean(),
  isSelf: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItem>;
export const usersListResponse = z.object({
  users: z.array(userListItem),
  /** The licence's user limit (null = unlimited) and how many users count against it. */
  numUsers: z.number().int().nullable(),
  usedUsers: z.number().int(),
  /** Roles the caller may give (spec 6: admins only by the owner; the owner role only through updateOwner/updateRole by the owner). */
  assignableRoles: z.array(z.enum(ROLES)),
});
export type UsersList = z.infer<typeof usersListResponse>;

/**
 * POST /users/add {fullname, email, role, organizationId?}: an invited user gets a mail with a
 * set-password link (PUBLIC_URL/newpassword/{token}, valid 7 days). Refused with USER_LIMIT_REACHED
 * at the licence's user limit, ROLE_NOT_ASSIGNABLE for a role the caller may not give.
 */
export const addUserBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  organizationId: orgRef,
  fullname: requiredText(120),
  email,
  role: z.enum(ROLES, { error: 'FIELD_INVALID' }),
});
/** POST /users/resendInvitation {userId}: a new link (the old one stops working). */
export const resendInvitationBody = z.strictObject({ sessionKey: sessionKey.optional(), userId });
/** POST /users/updateRole {userId, role}: role 'owner' (owner only) hands the ownership over; the previous owner becomes admin. */
export const updateRoleBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  userId,
  role: z.enum(ROLES, { error: 'FIELD_INVALID' }),
});

/** User deletion modes (spec part 4): transfer their data (media, playlists, templates) to the owner, or delete it. */
export const USER_DELETE_MODES = ['transfer', 'delete'] as const;
/** POST /users/delete {userIds, mode}: the owner and oneself cannot be deleted (USERS_DELETE_OWNER_OR_SELF, nothing changed). */
export const deleteUsersBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  userIds: z.array(userId).min(1, { error: 'FIELD_REQUIRED' }).max(200),
  mode: z.enum(USER_DELETE_MODES, { error: 'FIELD_INVALID' }),
});
/** POST /users/approve and /users/reject {userId}: a user waiting for approval (domain collation). Rejecting deletes the account. */
export const userDecisionBody = z.strictObject({ sessionKey: sessionKey.optional(), userId });
/** Answer of add / updateRole / approve / resendInvitation. */
export const userResponse = userListItem;
