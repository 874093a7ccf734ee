import { and, count, desc, eq, gt, inArray, isNull, like, lte, gte, max, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  activityReads,
  apiTokens,
  auditLog,
  deviceGroups,
  devices,
  media,
  mediaFolders,
  organizations,
  playlists,
  templates,
  users,
} from '../../db/schema/index.ts';
import { BURST_MINUTES, COLLAPSIBLE_ACTIONS, CONTENT_ACTIONS, SCREEN_ACTIONS } from './catalogue.ts';

/** Which entries of one organization's log a reader may see (decided by the service). */
export interface FeedScope {
  organizationId: number;
  readerId: number;
  /** null: the whole organization (owner, admin, a managing parent); else what the reader's role adds to their own actions. */
  restricted: null | { screens: boolean; content: boolean };
  /** Actions and action prefixes of the chosen kinds. */
  actions: string[];
  prefixes: string[];
}

export interface FeedFilters {
  userId?: number;
  /** Object types to match (a playlist's slide entries are its own). */
  objectTypes?: string[];
  objectId?: number;
  from?: Date;
  to?: Date;
}

/** Where the reader's "new" begins: after the marker, or (no marker yet) after the reader's account was made. */
export type ReadMark = { afterId: number } | { afterTime: Date };

export interface FeedRow {
  id: number;
  organizationId: number;
  organizationName: string | null;
  actorUserId: number | null;
  actorName: string | null;
  actorOrganizationId: number | null;
  actorOrganizationName: string | null;
  action: string;
  objectType: string;
  objectId: string | null;
  details: Record<string, unknown>;
  ip: string;
  createdAt: Date;
}

const actorOrg = alias(organizations, 'actor_org');
const later = alias(auditLog, 'later');

/** The object id of an entry as an integer (ids are stored as text; other shapes are no id of a row). */
const objectIdInt = sql`(case when ${auditLog.objectId} ~ '^[0-9]{1,9}$' then ${auditLog.objectId}::integer end)`;

/** Typed queries of the activity feed over `audit_log` (indexes: schema/auth.ts) and its read markers. */
export class ActivityRepository {
  constructor(private readonly db: Db) {}

  /** Entries of the chosen kinds: listed actions, or actions starting with a prefix. */
  private kindCondition(scope: FeedScope): SQL {
    const parts: SQL[] = [];
    if (scope.actions.length) parts.push(inArray(auditLog.action, scope.actions));
    for (const prefix of scope.prefixes) parts.push(like(auditLog.action, `${prefix}%`));
    return parts.length ? (or(...parts) as SQL) : sql`false`;
  }

  /**
   * Content and media entries a reader without `activity.viewAll` may see: about an object of the
   * organization that is not in someone else's `my` section (visibility rule of docs/media.md and
   * docs/playlists.md); entries about several objects at once, or objects gone, only when their own.
   */
  private contentVisible(readerId: number): SQL {
    const org = auditLog.organizationId;
    return sql`(
      (${auditLog.objectType} = 'media' and exists (select 1 from ${media} where ${media.id} = ${objectIdInt}
        and ${media.organizationId} = ${org} and (${media.section} <> 'my' or ${media.creatorUserId} = ${readerId})))
      or (${auditLog.objectType} in ('playlist', 'slide') and exists (select 1 from ${playlists} where ${playlists.id} = ${objectIdInt}
        and ${playlists.organizationId} = ${org} and (${playlists.section} <> 'my' or ${playlists.creatorUserId} = ${readerId})))
      or (${auditLog.objectType} = 'template' and exists (select 1 from ${templates} where ${templates.id} = ${objectIdInt}
        and ${templates.organizationId} = ${org} and (${templates.section} <> 'my' or ${templates.creatorUserId} = ${readerId})))
      or (${auditLog.objectType} = 'media_folder' and exists (select 1 from ${mediaFolders} where ${mediaFolders.id} = ${objectIdInt}
        and ${mediaFolders.organizationId} = ${org} and (${mediaFolders.section} <> 'my' or ${mediaFolders.ownerUserId} = ${readerId})))
      or (${auditLog.objectType} not in ('media', 'playlist', 'slide', 'template', 'media_folder'))
    )`;
  }

  /** A burst of edits shows as its last entry (catalogue.ts `COLLAPSIBLE_ACTIONS`). */
  private notSuperseded(): SQL {
    return or(
      notInArray(auditLog.action, [...COLLAPSIBLE_ACTIONS]),
      isNull(auditLog.objectId),
      sql`not exists (select 1 from ${auditLog} as ${sql.identifier('later')} where ${later.organizationId} = ${auditLog.organizationId}
        and ${later.objectType} = ${auditLog.objectType} and ${later.objectId} = ${auditLog.objectId}
        and ${later.id} > ${auditLog.id} and ${later.action} = ${auditLog.action}
        and ${later.actorUserId} is not distinct from ${auditLog.actorUserId}
        and ${later.createdAt} <= ${auditLog.createdAt} + make_interval(mins => ${BURST_MINUTES}))`,
    ) as SQL;
  }

  private visible(scope: FeedScope): SQL {
    const conditions: Array<SQL | undefined> = [
      eq(auditLog.organizationId, scope.organizationId),
      this.kindCondition(scope),
      this.notSuperseded(),
    ];
    const r = scope.restricted;
    if (r) {
      conditions.push(
        or(
          eq(auditLog.actorUserId, scope.readerId),
          r.screens ? inArray(auditLog.action, [...SCREEN_ACTIONS]) : undefined,
          r.content ? and(inArray(auditLog.action, [...CONTENT_ACTIONS]), this.contentVisible(scope.readerId)) : undefined,
        ),
      );
    }
    return and(...conditions) as SQL;
  }

  private filtered(scope: FeedScope, f: FeedFilters): SQL {
    return and(
      this.visible(scope),
      f.userId === undefined ? undefined : eq(auditLog.actorUserId, f.userId),
      f.objectTypes ? inArray(auditLog.objectType, f.objectTypes) : undefined,
      f.objectId === undefined ? undefined : eq(auditLog.objectId, String(f.objectId)),
      f.from ? gte(auditLog.createdAt, f.from) : undefined,
      f.to ? lte(auditLog.createdAt, f.to) : undefined,
    ) as SQL;
  }

  /** One page, newest first, with the actor's name and (when set) the actor's own organization. */
  async page(scope: FeedScope, f: FeedFilters, offset: number, limit: number): Promise<FeedRow[]> {
    return this.db
      .select({
        id: auditLog.id,
        organizationId: sql<number>`${auditLog.organizationId}`,
        organizationName: organizations.name,
        actorUserId: auditLog.actorUserId,
        actorName: users.fullname,
        actorOrganizationId: auditLog.actorOrganizationId,
        actorOrganizationName: actorOrg.name,
        action: auditLog.action,
        objectType: auditLog.objectType,
        objectId: auditLog.objectId,
        details: auditLog.details,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .leftJoin(actorOrg, eq(actorOrg.id, auditLog.actorOrganizationId))
      .where(this.filtered(scope, f))
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset);
  }

  /** Matching entries, counted up to `cap` (+1 tells that there are more). */
  async countUpTo(scope: FeedScope, f: FeedFilters, cap: number): Promise<number> {
    const capped = this.db
      .select({ one: sql`1` })
      .from(auditLog)
      .where(this.filtered(scope, f))
      .limit(cap + 1)
      .as('capped');
    const [row] = await this.db.select({ n: count() }).from(capped);
    return Number(row?.n ?? 0);
  }

  /** New entries for the reader: after the mark, made by someone else, counted up to `cap` (+1). */
  async unreadUpTo(scope: FeedScope, mark: ReadMark, cap: number): Promise<number> {
    const after = 'afterId' in mark ? gt(auditLog.id, mark.afterId) : gt(auditLog.createdAt, mark.afterTime);
    const capped = this.db
      .select({ one: sql`1` })
      .from(auditLog)
      .where(and(this.visible(scope), after, or(isNull(auditLog.actorUserId), ne(auditLog.actorUserId, scope.readerId))))
      .limit(cap + 1)
      .as('capped');
    const [row] = await this.db.select({ n: count() }).from(capped);
    return Number(row?.n ?? 0);
  }

  async marker(userId: number, organizationId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ id: activityReads.readUpToId })
      .from(activityReads)
      .where(and(eq(activityReads.userId, userId), eq(activityReads.organizationId, organizationId)));
    return row?.id ?? null;
  }

  async userCreatedAt(userId: number): Promise<Date | null> {
    const [row] = await this.db.select({ at: users.createdAt }).from(users).where(eq(users.id, userId));
    return row?.at ?? null;
  }

  /** The newest entry of the organization's log (0 when it has none). */
  async newestId(organizationId: number): Promise<number> {
    const [row] = await this.db
      .select({ id: max(auditLog.id) })
      .from(auditLog)
      .where(eq(auditLog.organizationId, organizationId));
    return Number(row?.id ?? 0);
  }

  /** Moves the reader's marker forward to `id` (never back). */
  async markRead(userId: number, organizationId: number, id: number, now: Date): Promise<void> {
    await this.db
      .insert(activityReads)
      .values({ userId, organizationId, readUpToId: id, updatedAt: now })
      .onConflictDoUpdate({
        target: [activityReads.userId, activityReads.organizationId],
        set: { readUpToId: sql`greatest(${activityReads.readUpToId}, excluded.read_up_to_id)`, updatedAt: now },
      });
  }

  /** People who appear in the newest `window` entries the reader may see. */
  async recentActors(scope: FeedScope, window: number): Promise<Array<{ userId: number; name: string }>> {
    const recent = this.db
      .select({ actor: auditLog.actorUserId })
      .from(auditLog)
      .where(this.visible(scope))
      .orderBy(desc(auditLog.id))
      .limit(window)
      .as('recent');
    const rows = await this.db
      .selectDistinct({ userId: users.id, name: users.fullname })
      .from(recent)
      .innerJoin(users, eq(users.id, recent.actor));
    return rows;
  }

  async usersOf(organizationId: number): Promise<Array<{ userId: number; name: string }>> {
    return this.db.select({ userId: users.id, name: users.fullname }).from(users).where(eq(users.organizationId, organizationId));
  }

  // ---- what the entries name, as it is now (names, and whether a link can be offered) ----

  playlistsIn(organizationId: number, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({
        id: playlists.id,
        name: playlists.name,
        type: playlists.type,
        section: playlists.section,
        creatorUserId: playlists.creatorUserId,
      })
      .from(playlists)
      .where(and(eq(playlists.organizationId, organizationId), inArray(playlists.id, ids)));
  }

  templatesIn(organizationId: number, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: templates.id, name: templates.name, section: templates.section, creatorUserId: templates.creatorUserId })
      .from(templates)
      .where(and(eq(templates.organizationId, organizationId), inArray(templates.id, ids)));
  }

  mediaIn(organizationId: number, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: media.id, name: media.name, section: media.section, folderId: media.folderId, creatorUserId: media.creatorUserId })
      .from(media)
      .where(and(eq(media.organizationId, organizationId), inArray(media.id, ids)));
  }

  mediaFoldersIn(organizationId: number, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: mediaFolders.id, name: mediaFolders.name, section: mediaFolders.section, ownerUserId: mediaFolders.ownerUserId })
      .from(mediaFolders)
      .where(and(eq(mediaFolders.organizationId, organizationId), inArray(mediaFolders.id, ids)));
  }

  devicesIn(organizationId: number, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: devices.id, name: devices.name, deviceKey: devices.deviceKey })
      .from(devices)
      .where(and(eq(devices.organizationId, organizationId), inArray(devices.id, ids)));
  }

  groupsIn(organizationId: number, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: deviceGroups.id, name: deviceGroups.name })
      .from(deviceGroups)
      .where(and(eq(deviceGroups.organizationId, organizationId), inArray(deviceGroups.id, ids)));
  }

  usersIn(organizationId: number, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: users.id, name: users.fullname })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), inArray(users.id, ids)));
  }

  /** API tokens by id (their names: an entry made with a token names it; tokens are revoked, never deleted). */
  apiTokensIn(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db.select({ id: apiTokens.id, name: apiTokens.name }).from(apiTokens).where(inArray(apiTokens.id, ids));
  }

  organizationsIn(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, ids));
  }
}
