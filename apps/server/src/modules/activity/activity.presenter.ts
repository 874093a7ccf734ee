import { type ActivityItem, type ActivityObject, activityKindOf, can, DEFAULT_DEVICE_NAME, type Role } from '@signage/shared';
import type { ActivityRepository, FeedRow, ReadMark } from './activity.repository.ts';
import { allowedDetails, nameInDetails, type TargetType, targetOf } from './catalogue.ts';

/** Who reads a page of the log, as the presenter needs it. */
export interface Reader {
  userId: number;
  role: Role;
  /** The organization whose log is read, and how far below the acting organization it is (0 = itself). */
  organizationId: number;
  depth: number;
  /** Organizations the reader acts over (the acting one and those below): organization links only there. */
  visibleOrgIds: () => Promise<Set<number>>;
  /** Client addresses are shown to the organization's own owner only (docs/insight.md). */
  seesAddresses: boolean;
  mark: ReadMark;
}

type Ref = { type: string; id: number };

/** `1`… as a row id, else null (object ids are text in the log). */
const intId = (v: string | null): number | null => (v && /^[0-9]{1,9}$/.test(v) ? Number(v) : null);

/** A section the reader may open: not someone else's `my`. */
const openable = (section: string, creator: number | null, reader: number) => section !== 'my' || creator === reader;

/** The API token an entry was made with (`apiTokenId` in its details, written by the audit trail). */
const tokenIdOf = (details: Record<string, unknown> | null): number | null => {
  const id = details?.apiTokenId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

const apiTokenOf = (details: Record<string, unknown> | null, names: Map<number, string>) => {
  const id = tokenIdOf(details);
  const name = id === null ? undefined : names.get(id);
  return id === null || name === undefined ? null : { id, name };
};

interface Found {
  name: string;
  link: string | null;
}

/**
 * Turns rows of the log into feed items: names (from the entry, else as the object is now), links to
 * objects that still exist and that the reader may open in the CMS, the allow-listed details, the
 * actor's own organization when it differs (impersonation: both organizations are named).
 */
export class ActivityPresenter {
  constructor(private readonly repo: ActivityRepository) {}

  async present(rows: FeedRow[], reader: Reader): Promise<ActivityItem[]> {
    const refs: Ref[] = [];
    const targets = new Map<number, { type: TargetType; id: number }>();
    for (const r of rows) {
      const id = intId(r.objectId);
      if (id !== null)
        refs.push({ type: r.objectType === 'slide' ? 'playlist' : r.objectType === 'licence' ? 'organization' : r.objectType, id });
      const target = targetOf(r.action, r.details);
      if (target) {
        targets.set(r.id, target);
        refs.push(target);
      }
    }
    const found = await this.lookUp(refs, reader);
    // A change made with an API token names it in the sentence ("… via the API token CI deploy").
    const tokenIds = [...new Set(rows.map((r) => tokenIdOf(r.details)).filter((id): id is number => id !== null))];
    const tokenNames = new Map((await this.repo.apiTokensIn(tokenIds)).map((tok) => [tok.id, tok.name]));
    const key = (type: string, id: number) => `${type}:${id}`;

    return rows.map((r): ActivityItem => {
      const kind = activityKindOf(r.action) ?? 'content';
      const id = intId(r.objectId);
      const lookupType = r.objectType === 'slide' ? 'playlist' : r.objectType === 'licence' ? 'organization' : r.objectType;
      const now = id === null ? undefined : found.get(key(lookupType, id));
      let link = now?.link ?? null;
      if (link && r.objectType === 'licence') link = `${link}/license`;
      if (r.objectType === 'impersonation_request' && reader.depth === 0 && can(reader.role, 'organizations.manage'))
        link = '/home/organizations?tab=impersonation';
      const object: ActivityObject = {
        type: r.objectType,
        id: r.objectId,
        name: nameInDetails(r.action, r.details) ?? now?.name ?? null,
        link,
      };
      const t = targets.get(r.id);
      const tFound = t ? found.get(key(t.type, t.id)) : undefined;
      const target: ActivityObject | null = t
        ? { type: t.type, id: String(t.id), name: tFound?.name ?? null, link: tFound?.link ?? null }
        : null;
      const fromElsewhere = r.actorOrganizationId !== null && r.actorOrganizationId !== r.organizationId;
      const after = 'afterId' in reader.mark ? r.id > reader.mark.afterId : r.createdAt > reader.mark.afterTime;
      return {
        id: r.id,
        at: r.createdAt.toISOString(),
        action: r.action,
        kind,
        unread: kind !== 'signins' && r.actorUserId !== reader.userId && after,
        actor: {
          userId: r.actorUserId,
          name: r.actorName,
          organizationId: fromElsewhere ? r.actorOrganizationId : null,
          organizationName: fromElsewhere ? r.actorOrganizationName : null,
          apiToken: apiTokenOf(r.details, tokenNames),
        },
        organization: { id: r.organizationId, name: r.organizationName ?? '' },
        object,
        target,
        details: allowedDetails(r.action, r.details),
        ...(reader.seesAddresses && r.ip ? { ip: r.ip } : {}),
      };
    });
  }

  /** Each referenced object as it is now, in the log's organization (names, and a link when the reader may open it). */
  private async lookUp(refs: Ref[], reader: Reader): Promise<Map<string, Found>> {
    const ids = (type: string) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
    const org = reader.organizationId;
    const me = reader.userId;
    const out = new Map<string, Found>();
    // Content links work in the acting organization only (the CMS opens it there).
    const content = reader.depth === 0 && can(reader.role, 'content.manage');
    const screens = can(reader.role, 'devices.manage');
    const people = can(reader.role, 'users.manage');
    const orgs = can(reader.role, 'organizations.manage');

    const [pl, tp, md, mf, dv, gr, us, og] = await Promise.all([
      this.repo.playlistsIn(org, ids('playlist')),
      this.repo.templatesIn(org, ids('template')),
      this.repo.mediaIn(org, ids('media')),
      this.repo.mediaFoldersIn(org, ids('media_folder')),
      this.repo.devicesIn(org, ids('device')),
      this.repo.groupsIn(org, ids('device_group')),
      this.repo.usersIn(org, ids('user')),
      this.repo.organizationsIn(ids('organization')),
    ]);
    for (const p of pl) {
      const open = content && openable(p.section, p.creatorUserId, me);
      const link = p.type === 'folder' ? `/home/playlists/${p.section}?folder=${p.id}` : `/home/playlists/${p.id}`;
      out.set(`playlist:${p.id}`, { name: p.name, link: open ? link : null });
    }
    for (const t of tp)
      out.set(`template:${t.id}`, {
        name: t.name,
        link: content && openable(t.section, t.creatorUserId, me) ? `/home/template/${t.id}` : null,
      });
    for (const m of md) {
      const folder = m.folderId ? `folder=${m.folderId}&` : '';
      const open = content && openable(m.section, m.creatorUserId, me);
      out.set(`media:${m.id}`, { name: m.name, link: open ? `/home/media/${m.section}?${folder}item=${m.id}` : null });
    }
    for (const f of mf) {
      const open = content && openable(f.section, f.ownerUserId, me);
      out.set(`media_folder:${f.id}`, { name: f.name, link: open ? `/home/media/${f.section}?folder=${f.id}` : null });
    }
    for (const d of dv)
      out.set(`device:${d.id}`, {
        name: d.name || DEFAULT_DEVICE_NAME(d.id),
        link: screens ? `/home/devices/${encodeURIComponent(d.deviceKey)}/${org}` : null,
      });
    for (const g of gr) out.set(`device_group:${g.id}`, { name: g.name, link: screens ? `/home/devicegroup/${g.id}/${org}` : null });
    for (const u of us)
      out.set(`user:${u.id}`, {
        name: u.name,
        link: people ? (reader.depth === 0 ? '/home/users' : `/home/organizations/${org}/users`) : null,
      });
    if (og.length) {
      const visible = orgs ? await reader.visibleOrgIds() : new Set<number>();
      for (const o of og) out.set(`organization:${o.id}`, { name: o.name, link: visible.has(o.id) ? `/home/organizations/${o.id}` : null });
    }
    return out;
  }
}
