import { can, type Role } from '@signage/shared';

/** What the users list needs to know about a row. */
export interface ManagedUser {
  role: Role;
  isOwner: boolean;
  isSelf: boolean;
}

/**
 * Spec part 6: nobody changes their own role or the owner's here (ownership moves by giving another
 * user the owner role, owner only); admins are managed by the owner only; other roles by owner or admin.
 */
export function canManageUser(actor: Role | undefined, user: ManagedUser): boolean {
  if (!actor || user.isSelf || user.isOwner) return false;
  if (user.role === 'admin' || user.role === 'owner') return can(actor, 'users.addAdmin');
  return can(actor, 'users.addStandard');
}

/** Spec part 8: the owner and oneself cannot be deleted. */
export function deletableSelection(users: readonly ManagedUser[]): boolean {
  return users.length > 0 && users.every((u) => !u.isOwner && !u.isSelf);
}
