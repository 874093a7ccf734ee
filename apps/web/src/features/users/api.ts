/** User management (contracts/users.ts: POST /users/list, add, resendInvitation, updateRole, delete, approve, reject). */
import {
  addUserBody,
  deleteUsersBody,
  resendInvitationBody,
  updateRoleBody,
  type UserListItem,
  type UsersList,
  userDecisionBody,
  userResponse,
  usersListBody,
  usersListResponse,
} from '@signage/shared';
import { endpoint } from '../../api/client.ts';

export type { UserListItem, UsersList };
export type UserDeleteMode = 'transfer' | 'delete';

/** `organizationId` in a body only when a managing parent works on a sub-organization's users. */
export const usersApi = {
  list: endpoint('/users/list', { body: usersListBody, response: usersListResponse }),
  add: endpoint('/users/add', { body: addUserBody, response: userResponse }),
  resendInvitation: endpoint('/users/resendInvitation', { body: resendInvitationBody, response: userResponse }),
  updateRole: endpoint('/users/updateRole', { body: updateRoleBody, response: userResponse }),
  remove: endpoint('/users/delete', { body: deleteUsersBody }),
  approve: endpoint('/users/approve', { body: userDecisionBody, response: userResponse }),
  reject: endpoint('/users/reject', { body: userDecisionBody }),
};

export const usersKeys = {
  all: ['users'] as const,
  list: (organizationId?: number) => [...usersKeys.all, 'list', organizationId ?? 'own'] as const,
};
