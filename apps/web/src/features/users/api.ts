/** User management calls (contracts/users.ts: POST /users/list, add, resendInvitation, updateRole, delete, approve, reject). */
import type { Role, UserListItem, UsersList } from '@signage/shared';
import { api } from '../../api/client.ts';

export type { UserListItem, UsersList };
export type UserDeleteMode = 'transfer' | 'delete';

const auth = { auth: true } as const;
/** `organizationId` only when a managing parent works on a sub-organization's users. */
const org = (organizationId?: number) => (organizationId ? { organizationId } : {});

export const usersAdminApi = {
  list: (organizationId?: number) => api.post<UsersList>('/users/list', org(organizationId), auth),
  add: (body: { fullname: string; email: string; role: Role }, organizationId?: number) =>
    api.post<UserListItem>('/users/add', { ...body, ...org(organizationId) }, auth),
  resendInvitation: (userId: number) => api.post<UserListItem>('/users/resendInvitation', { userId }, auth),
  updateRole: (userId: number, role: Role) => api.post<UserListItem>('/users/updateRole', { userId, role }, auth),
  remove: (userIds: number[], mode: UserDeleteMode) => api.post<unknown>('/users/delete', { userIds, mode }, auth),
  approve: (userId: number) => api.post<UserListItem>('/users/approve', { userId }, auth),
  reject: (userId: number) => api.post<unknown>('/users/reject', { userId }, auth),
};

export const usersKeys = {
  list: (organizationId?: number) => ['users', 'list', organizationId ?? 'own'] as const,
};
