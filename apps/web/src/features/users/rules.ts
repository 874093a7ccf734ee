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

/**
 * Resetting someone's second factor (docs/decisions.md "Resetting a second factor"): owners and admins
 * reset it for anyone of their organization but themselves, other admins included — it removes no
 * account and grants no role, and the person still needs their password. The owner's only by the
 * owner role (spec part 6: managing the owner needs owner), which in practice means a managing parent
 * organization's owner or admin, who manages the sub-organization's owner (`fromParent`).
 */
export function canResetSecondFactor(actor: Role | undefined, user: ManagedUser, fromParent: boolean): boolean {
  if (!actor || user.isSelf || !can(actor, 'users.manage')) return false;
  if (user.isOwner) return fromParent || can(actor, 'users.manageOwner');
  return true;
}

/** Spec part 8: the owner and oneself cannot be deleted. */
export function deletableSelection(users: readonly ManagedUser[]): boolean {
  return users.length > 0 && users.every((u) => !u.isOwner && !u.isSelf);
}
