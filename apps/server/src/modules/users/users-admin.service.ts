import { assignableRoles, type Role, type UserListItem, type UsersList } from '@signage/shared';
import type { Organization, User } from '../../db/schema/index.ts';
import { pgErrorCode } from '../../lib/db-errors.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { MediaStorage } from '../../storage/index.ts';
import type { EmailTokensService } from '../auth/email-tokens.service.ts';
import type { Invitations } from '../auth/invitations.ts';
import { localeOf } from '../auth/locale-of.ts';
import type { UsersRepository } from '../auth/users.repository.ts';
import type { LicencesService } from '../licences/licences.service.ts';
import type { OrgAccess } from '../tenancy/org-access.ts';
import type { OrganizationsRepository } from '../tenancy/organizations.repository.ts';
import type { OwnedContentRepository, UserColumn } from '../tenancy/owned-content.repository.ts';

/**
 * Columns that name a user as the creator/owner of content: "transfer their data to the owner"
 * reassigns them, "delete their data" deletes those rows. The composition root builds the list once;
 * modules built elsewhere add theirs to it.
 */
export type UserDataColumn = UserColumn;
export function defaultUserDataColumns(): UserDataColumn[] {
  return [
    { table: 'media', column: 'creator_user_id' },
    { table: 'media_folders', column: 'owner_user_id' },
    { table: 'playlists', column: 'creator_user_id' },
    { table: 'templates', column: 'creator_user_id' },
  ];
}

const listStatus = (s: User['status']): UserListItem['status'] =>
  s === 'active' ? 'verified' : s === 'pending_approval' ? 'pending_approval' : s === 'invited' ? 'invited' : 'pending_verification';

/**
 * User management (the /users page and an organization's users tab; spec 2.4, 4, 6, 8). Rules:
 * owner/admin only; only the owner gives or takes the admin role; the owner role changes hands
 * only by ownership transfer (owner, or a managing ancestor through updateOwner); nobody deletes
 * the owner or themselves; adding counts against the licence's user limit.
 */
export class UsersAdminService {
  constructor(
    private readonly ctx: AppContext,
    private readonly storage: MediaStorage,
    private readonly access: OrgAccess,
    private readonly licences: LicencesService,
    private readonly invitations: Invitations,
    private readonly users: UsersRepository,
    private readonly organizations: OrganizationsRepository,
    private readonly content: OwnedContentRepository,
    private readonly tokens: EmailTokensService,
    /** Columns naming a user as the creator of content (see `defaultUserDataColumns`). */
    private readonly dataColumns: UserDataColumn[],
  ) {}

  /** The organization whose users are managed: the acting one, or a sub-organization the caller manages. */
  private async target(auth: AuthContext, organizationId?: number): Promise<Organization & { depth: number }> {
    return this.access.editable(auth, organizationId ?? auth.organization.id);
  }

  /** Roles the caller may give in the organization (never 'owner': that is an ownership transfer). */
  private giveable(auth: AuthContext): Role[] {
    return assignableRoles(auth.role).filter((r) => r !== 'owner');
  }

  private present(auth: AuthContext, org: Organization, u: User): UserListItem {
    return {
      id: u.id,
      fullname: u.fullname,
      email: u.email,
      role: u.role as Role,
      status: listStatus(u.status),
      userType: u.userType === 'collated' ? 'collated' : 'regular',
      lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
      createdAt: u.createdAt.toISOString(),
      isOwner: u.id === org.ownerUserId,
      isSelf: u.id === auth.user.id,
    };
  }

  /** A user of an organization the caller manages users of (their own, or a managed sub-organization); else 404/403. */
  private async orgOfUser(auth: AuthContext, userId: number, organizationId?: number) {
    const found = await this.users.findById(userId);
    if (!found) throw notFound();
    const org = await this.target(auth, organizationId ?? found.organizationId);
    return { org, user: await this.userIn(org, userId) };
  }

  private async userIn(org: Organization, userId: number): Promise<User> {
    const u = await this.users.findIn(org.id, userId);
    if (!u) throw notFound();
    return u;
  }

  /** POST /users/list. */
  async list(auth: AuthContext, organizationId?: number): Promise<UsersList> {
    const org = await this.target(auth, organizationId);
    const rows = await this.users.listOf(org.id);
    const list = rows.map((u) => this.present(auth, org, u));
    list.sort((a, b) => Number(b.isOwner) - Number(a.isOwner));
    const view = await this.licences.viewForOrg(org.id);
    return { users: list, numUsers: view.info.numUsers, usedUsers: rows.length, assignableRoles: this.giveable(auth) };
  }

  /** POST /users/add: an invited user with a set-password link. */
  async add(auth: AuthContext, body: { organizationId?: number; fullname: string; email: string; role: Role }, ip: string) {
    const org = await this.target(auth, body.organizationId);
    if (!this.giveable(auth).includes(body.role)) throw new AppError(403, 'ROLE_NOT_ASSIGNABLE');
    if (await this.users.emailTaken(body.email)) throw new AppError(400, 'EMAIL_EXISTS', undefined, { email: 'EMAIL_EXISTS' });
    let created: { user: User; token: string };
    try {
      created = await this.ctx.db.transaction(async (tx) => {
        await this.licences.assertUserCapacity(org.id, tx);
        const user = await this.users.insert(
          {
            organizationId: org.id,
            email: body.email,
            fullname: body.fullname,
            role: body.role,
            status: 'invited',
            locale: auth.user.locale,
          },
          tx,
        );
        const token = await this.invitations.issue(user, tx);
        return { user, token };
      });
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new AppError(400, 'EMAIL_EXISTS', undefined, { email: 'EMAIL_EXISTS' });
      throw error;
    }
    await this.invitations.mail(created.user, created.token, auth.user.fullname, org.name);
    await this.ctx.audit.byCaller(auth, {
      organizationId: org.id,
      action: 'user.invited',
      objectType: 'user',
      objectId: created.user.id,
      details: { role: body.role },
      ip,
    });
    return this.present(auth, org, created.user);
  }

  /** POST /users/resendInvitation: a new link; the old one stops working. */
  async resendInvitation(auth: AuthContext, userId: number, organizationId: number | undefined, ip: string) {
    const { org, user } = await this.orgOfUser(auth, userId, organizationId);
    if (user.status !== 'invited') throw new AppError(409, 'USER_NOT_INVITED');
    const token = await this.invitations.issue(user);
    await this.invitations.mail(user, token, auth.user.fullname, org.name);
    await this.ctx.audit.byCaller(auth, {
      organizationId: org.id,
      action: 'user.invitation_resent',
      objectType: 'user',
      objectId: user.id,
      ip,
    });
    return this.present(auth, org, user);
  }

  /**
   * POST /users/updateRole: admins change staff, screen manager and content creator roles; the
   * owner also gives and takes the admin role; role 'owner' (the owner only, never under
   * impersonation) hands the ownership over and makes the previous owner an admin.
   */
  async updateRole(auth: AuthContext, userId: number, role: Role, organizationId: number | undefined, ip: string) {
    const { org, user } = await this.orgOfUser(auth, userId, organizationId);
    if (user.id === auth.user.id || user.id === org.ownerUserId) throw new AppError(403, 'ROLE_NOT_ASSIGNABLE');
    if (role === 'owner') {
      if (auth.role !== 'owner' || auth.impersonation)
        throw new AppError(403, auth.impersonation ? 'IMPERSONATION_REFUSED' : 'ROLE_NOT_ASSIGNABLE');
      if (user.status !== 'active') throw new AppError(403, 'ROLE_NOT_ASSIGNABLE');
      await this.ctx.db.transaction(async (tx) => {
        const now = this.ctx.now();
        await this.users.update(user.id, { role: 'owner', updatedAt: now }, tx);
        if (org.ownerUserId) await this.users.update(org.ownerUserId, { role: 'admin', updatedAt: now }, tx);
        await this.organizations.update(org.id, { ownerUserId: user.id, updatedAt: now }, tx);
      });
      await this.ctx.audit.byCaller(auth, {
        organizationId: org.id,
        action: 'organization.owner_changed',
        objectType: 'user',
        objectId: user.id,
        details: { from: org.ownerUserId, to: user.id },
        ip,
      });
    } else {
      const giveable = this.giveable(auth);
      if (!giveable.includes(role) || !giveable.includes(user.role as Role)) throw new AppError(403, 'ROLE_NOT_ASSIGNABLE');
      await this.users.update(user.id, { role, updatedAt: this.ctx.now() });
      await this.ctx.audit.byCaller(auth, {
        organizationId: org.id,
        action: 'user.role_changed',
        objectType: 'user',
        objectId: user.id,
        details: { from: user.role, to: role },
        ip,
      });
    }
    // Their open CMS streams are checked against the new role at once, on every instance.
    this.ctx.screens?.usersChanged(role === 'owner' && org.ownerUserId ? [user.id, org.ownerUserId] : [user.id]);
    const fresh = (await this.users.findById(user.id)) as User;
    return this.present(auth, role === 'owner' ? { ...org, ownerUserId: user.id } : org, fresh);
  }

  /**
   * POST /users/delete {userIds, mode}: all or nothing. The owner and the caller are refused
   * (USERS_DELETE_OWNER_OR_SELF); admins can only be deleted by the owner. `transfer` gives their
   * content to the organization's owner; `delete` removes it.
   */
  async remove(auth: AuthContext, userIds: number[], mode: 'transfer' | 'delete', organizationId: number | undefined, ip: string) {
    const ids = [...new Set(userIds)];
    const first = await this.users.findById(ids[0] as number);
    if (!first) throw notFound();
    const org = await this.target(auth, organizationId ?? first.organizationId);
    const rows = await this.users.findManyIn(org.id, ids);
    if (rows.length !== ids.length) throw notFound();
    if (rows.some((u) => u.id === org.ownerUserId || u.id === auth.user.id)) throw new AppError(400, 'USERS_DELETE_OWNER_OR_SELF');
    const giveable = this.giveable(auth);
    if (rows.some((u) => !giveable.includes(u.role as Role))) throw forbidden();
    const ownerId = org.ownerUserId;
    if (mode === 'transfer' && !ownerId) throw new AppError(500, 'USERS_TRANSFER_DELETE_FAILED');
    const keys: string[] = [];
    try {
      await this.ctx.db.transaction(async (tx) => {
        if (mode === 'delete') keys.push(...(await this.content.creatorStorageKeys(org.id, ids, tx)));
        if (mode === 'transfer') await this.content.reassignUserRows(this.dataColumns, ids, ownerId, tx);
        else await this.content.deleteUserRows(this.dataColumns, ids, tx);
        await this.users.deleteManyIn(org.id, ids, tx);
        await this.ctx.audit.byCaller(
          auth,
          {
            organizationId: org.id,
            action: mode === 'transfer' ? 'user.deleted_data_transferred' : 'user.deleted_with_data',
            objectType: 'user',
            objectId: ids.join(','),
            details: { users: rows.map((u) => ({ id: u.id, email: u.email, role: u.role })) },
            ip,
          },
          tx,
        );
      });
    } catch (error) {
      this.ctx.log.error({ err: error }, 'user deletion failed');
      throw new AppError(500, mode === 'transfer' ? 'USERS_TRANSFER_DELETE_FAILED' : 'USERS_DELETE_FAILED');
    }
    // Their sessions went with them: their open CMS streams close at once, on every instance.
    this.ctx.screens?.usersChanged(ids);
    if (this.storage && keys.length) {
      for (const key of await this.content.unreferencedKeys([...new Set(keys)])) await this.storage.delete(key).catch(() => undefined);
    }
    return { deleted: ids.length, mode };
  }

  /** POST /users/approve: a user waiting for approval (domain collation) becomes active and is told by mail. */
  async approve(auth: AuthContext, userId: number, organizationId: number | undefined, ip: string) {
    const { org, user } = await this.orgOfUser(auth, userId, organizationId);
    if (user.status !== 'pending_approval') throw new AppError(409, 'USER_NOT_PENDING');
    await this.ctx.db.transaction(async (tx) => {
      await this.users.update(user.id, { status: 'active', updatedAt: this.ctx.now() }, tx);
      await this.tokens.invalidateAll(user.id, 'approve', tx);
    });
    await this.ctx.mailer.send(
      user.email,
      { kind: 'approved', name: user.fullname, link: `${this.ctx.config.publicUrl}/` },
      localeOf(user),
    );
    await this.ctx.audit.byCaller(auth, { organizationId: org.id, action: 'user.approved', objectType: 'user', objectId: user.id, ip });
    return this.present(auth, org, { ...user, status: 'active' });
  }

  /** POST /users/reject: a user waiting for approval is removed (they may sign up again elsewhere). */
  async reject(auth: AuthContext, userId: number, organizationId: number | undefined, ip: string) {
    const { org, user } = await this.orgOfUser(auth, userId, organizationId);
    if (user.status !== 'pending_approval') throw new AppError(409, 'USER_NOT_PENDING');
    await this.users.delete(user.id);
    await this.ctx.audit.byCaller(auth, {
      organizationId: org.id,
      action: 'user.rejected',
      objectType: 'user',
      objectId: user.id,
      details: { email: user.email },
      ip,
    });
    return { rejected: true };
  }
}
