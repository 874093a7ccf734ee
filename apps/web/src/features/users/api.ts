/** User management (contracts/users.ts: POST /users/list, add, resendInvitation, updateRole, delete, approve, reject). */
import type {
  addUserBody,
  deleteUsersBody,
  resendInvitationBody,
  updateRoleBody,
  UserListItem,
  UsersList,
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
  list: endpoint<typeof usersListBody, typeof usersListResponse>('/users/list'),
  add: endpoint<typeof addUserBody, typeof userResponse>('/users/add'),
  resendInvitation: endpoint<typeof resendInvitationBody, typeof userResponse>('/users/resendInvitation'),
  updateRole: endpoint<typeof updateRoleBody, typeof userResponse>('/users/updateRole'),
  remove: endpoint<typeof deleteUsersBody>('/users/delete'),
  approve: endpoint<typeof userDecisionBody, typeof userResponse>('/users/approve'),
  reject: endpoint<typeof userDecisionBody>('/users/reject'),
};

export const usersKeys = {
  all: ['users'] as const,
  list: (organizationId?: number) => [...usersKeys.all, 'list', organizationId ?? 'own'] as const,
};
