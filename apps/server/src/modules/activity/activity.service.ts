import {
  ACTIVITY_KIND_PREFIXES,
  ACTIVITY_TOTAL_CAP,
  ACTIVITY_UNREAD_CAP,
  type ActivityKind,
  type ActivityList,
  type ActivityListQuery,
  type ActivityPeople,
  type ActivityUnread,
  actionsOfKind,
  can,
  DEFAULT_ACTIVITY_KINDS,
} from '@signage/shared';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { OrgAccess } from '../tenancy/org-access.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { ActivityPresenter } from './activity.presenter.ts';
import type { ActivityRepository, FeedFilters, FeedScope, ReadMark } from './activity.repository.ts';

/** How many of the newest visible entries the person filter looks through (besides the organization's users). */
const PEOPLE_WINDOW = 5_000;

/** The log a call reads: one organization, and whether the reader sees all of it. */
interface LogOf {
  organizationId: number;
  depth: number;
  whole: boolean;
}

/**
 * The activity log (spec part 1 "logs (new and read)"; docs/insight.md): the audit log of one
 * organization as a feed, filtered by what the reader may see, with a per-user read marker.
 *
 * - Which organization: the acting one (the impersonated one while impersonating), or a sub-organization
 *   the caller manages (`organizationId`); another organization answers 404, a visible one the caller
 *   does not manage 403 (OrgAccess).
 * - Who sees what: `activity.viewAll` (owner, admin; a managing parent) the whole log; other roles their
 *   own actions, plus screens and schedules with `devices.manage`, plus content and media about objects
 *   they may open with `content.manage` (ActivityRepository.visible).
 * - New: entries after the reader's marker (or, before the first "mark all read", after the reader's
 *   account was made) that someone else made; sign-ins never count.
 */
export class ActivityService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ActivityRepository,
    private readonly presenter: ActivityPresenter,
    private readonly access: OrgAccess,
    private readonly tree: OrganizationTree,
  ) {}

  private async logOf(auth: AuthContext, organizationId?: number): Promise<LogOf> {
    const org = await this.access.readable(auth, organizationId);
    return { organizationId: org.id, depth: org.depth, whole: org.depth > 0 || can(auth.role, 'activity.viewAll') };
  }

  private scope(auth: AuthContext, log: LogOf, kinds: readonly ActivityKind[]): FeedScope {
    return {
      organizationId: log.organizationId,
      readerId: auth.user.id,
      restricted: log.whole ? null : { screens: can(auth.role, 'devices.manage'), content: can(auth.role, 'content.manage') },
      actions: kinds.flatMap((k) => actionsOfKind(k)),
      prefixes: kinds.flatMap((k) => ACTIVITY_KIND_PREFIXES[k] ?? []),
    };
  }

  private async mark(auth: AuthContext, organizationId: number): Promise<ReadMark> {
    const marker = await this.repo.marker(auth.user.id, organizationId);
    if (marker !== null) return { afterId: marker };
    const since = await this.repo.userCreatedAt(auth.user.id);
    return since ? { afterTime: since } : { afterId: 0 };
  }

  private async unread(auth: AuthContext, log: LogOf, mark: ReadMark): Promise<number> {
    return this.repo.unreadUpTo(this.scope(auth, log, DEFAULT_ACTIVITY_KINDS), mark, ACTIVITY_UNREAD_CAP);
  }

  /** POST /activity/list: one page of the feed, newest first. */
  async list(auth: AuthContext, q: ActivityListQuery): Promise<ActivityList> {
    const log = await this.logOf(auth, q.organizationId);
    const kinds = q.kinds?.length ? [...new Set(q.kinds)] : DEFAULT_ACTIVITY_KINDS;
    const scope = this.scope(auth, log, kinds);
    const filters: FeedFilters = {
      userId: q.userId,
      objectTypes: q.objectType ? (q.objectType === 'playlist' ? ['playlist', 'slide'] : [q.objectType]) : undefined,
      objectId: q.objectId,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
    };
    const offset = (q.page - 1) * q.pageSize;
    const mark = await this.mark(auth, log.organizationId);
    const [rows, total, unread] = await Promise.all([
      offset < ACTIVITY_TOTAL_CAP ? this.repo.page(scope, filters, offset, q.pageSize) : Promise.resolve([]),
      this.repo.countUpTo(scope, filters, ACTIVITY_TOTAL_CAP),
      this.unread(auth, log, mark),
    ]);
    let visible: Set<number> | null = null;
    const items = await this.presenter.present(rows, {
      userId: auth.user.id,
      role: auth.role,
      organizationId: log.organizationId,
      depth: log.depth,
      mark,
      seesAddresses: auth.role === 'owner' && log.depth === 0 && !auth.impersonation,
      visibleOrgIds: async () => {
        visible ??= new Set(await this.tree.visibleIds(auth.organization.id));
        return visible;
      },
    });
    return {
      items,
      totalCount: Math.min(total, ACTIVITY_TOTAL_CAP),
      totalCapped: total > ACTIVITY_TOTAL_CAP,
      unreadCount: Math.min(unread, ACTIVITY_UNREAD_CAP),
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /** POST /activity/unreadCount: the badge (one index range scan, capped). */
  async unreadCount(auth: AuthContext, organizationId?: number): Promise<ActivityUnread> {
    const log = await this.logOf(auth, organizationId);
    const n = await this.unread(auth, log, await this.mark(auth, log.organizationId));
    return { unreadCount: Math.min(n, ACTIVITY_UNREAD_CAP), capped: n > ACTIVITY_UNREAD_CAP };
  }

  /** POST /activity/markRead: "mark all read", up to the newest entry (or `upToId`, when older). */
  async markRead(auth: AuthContext, organizationId?: number, upToId?: number): Promise<ActivityUnread> {
    const log = await this.logOf(auth, organizationId);
    const newest = await this.repo.newestId(log.organizationId);
    const upTo = upToId === undefined ? newest : Math.min(upToId, newest);
    if (upTo > 0) await this.repo.markRead(auth.user.id, log.organizationId, upTo, this.ctx.now());
    return this.unreadCount(auth, organizationId);
  }

  /** POST /activity/people: whom the person filter offers (the organization's users for a whole-log reader, and recent actors). */
  async people(auth: AuthContext, organizationId?: number): Promise<ActivityPeople> {
    const log = await this.logOf(auth, organizationId);
    const recent = await this.repo.recentActors(this.scope(auth, log, DEFAULT_ACTIVITY_KINDS), PEOPLE_WINDOW);
    const members = log.whole ? await this.repo.usersOf(log.organizationId) : [];
    const byId = new Map<number, string>([[auth.user.id, auth.user.fullname]]);
    for (const p of [...members, ...recent]) byId.set(p.userId, p.name);
    const people = [...byId].map(([userId, name]) => ({ userId, name }));
    people.sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
    return { people };
  }
}
