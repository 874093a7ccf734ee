import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { effectiveSleepHours, type ResolverInput, type SleepHours } from '@signage/schedule';
import { DEFAULT_ACCENT, type ManifestPlaylist, type ManifestWall, type PairedManifest, storedAspect } from '@signage/shared';
import { type WidgetSource, widgetSourceKey, widgetSourceOf } from '@signage/slides/widgets/models';
import type { AppContext } from '../../../core/context.ts';
import type { Device, DeviceGroup, Organization } from '../../../db/schema/index.ts';
import type { OrganizationTree } from '../../tenancy/organization-tree.ts';
import { playlistIdsOf, resolverInput } from '../devices.presenter.ts';
import { dynamicGroupsOf } from '../groups/membership.ts';
import { manifestWallOf } from '../groups/walls.ts';
import type { ScreensRepository } from '../screens.repository.ts';
import type { ManifestRepository } from './manifest.repository.ts';

/**
 * A manifest kept ready to send: serialized once, gzip-compressed once, and shared by every device
 * whose inputs are equal (content-addressed: `version` is a hash of the content, also the ETag).
 */
export interface BuiltManifest {
  key: string;
  organizationId: number;
  version: string;
  body: Buffer;
  gzip: Buffer;
  mediaIds: Set<number>;
  /** The playlists it carries: what a heartbeat of the device may report as playing. */
  playlistIds: Set<number>;
  /** The data sources of its widgets (docs/widgets.md): what `/player/widgetData` answers for this device. */
  widgetSources: WidgetSource[];
}

/**
 * Everything a device's manifest is made of, besides what the build loads (published snapshots,
 * media, the organization's theme): equal inputs give the same manifest, so devices share it.
 */
export interface ManifestInputs {
  key: string;
  organizationId: number;
  rotation: number;
  interactive: boolean;
  timeZone: string;
  active: boolean;
  /** The screen's own sleep hours, else its nearest followed group's (null = never sleeps). */
  sleepHours: SleepHours | null;
  input: ResolverInput;
  /** The screen's cell on a video wall (its own group's), or null. */
  wall: ManifestWall | null;
  sync: { groupId: number; anchor: string } | null;
}

/** The data sources of the widget elements in slide documents (unknown types and invalid props have none). */
export function widgetSourcesIn(docs: unknown[]): WidgetSource[] {
  const found = new Map<string, WidgetSource>();
  for (const doc of docs) {
    const elements = (doc as { elements?: unknown } | null)?.elements;
    if (!Array.isArray(elements)) continue;
    for (const el of elements as Array<{ type?: unknown; widget?: unknown; props?: unknown }>) {
      if (el?.type !== 'widget' || typeof el.widget !== 'string') continue;
      const source = widgetSourceOf(el.widget, el.props);
      if (source) found.set(widgetSourceKey(source), source);
    }
  }
  return [...found.values()];
}

/** Every `mediaId` in a slide document (strings in the slide model) as numbers. */
export function mediaIdsIn(value: unknown, into: Set<number> = new Set()): Set<number> {
  if (Array.isArray(value)) {
    for (const v of value) mediaIdsIn(v, into);
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'mediaId' && (typeof v === 'string' || typeof v === 'number')) {
        const n = Number(v);
        if (Number.isInteger(n) && n > 0) into.add(n);
      } else if (v && typeof v === 'object') mediaIdsIn(v, into);
    }
  }
  return into;
}

export const versionOf = (content: unknown) => createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 20);

/** The columns of a device row its manifest depends on (and the version stored for the CMS). */
export type ManifestDevice = Pick<
  Device,
  'id' | 'organizationId' | 'groupId' | 'rotation' | 'interactive' | 'timeZone' | 'active' | 'playNow' | 'schedule' | 'manifestVersion'
> &
  Partial<Pick<Device, 'tags' | 'sleepHours'>>;

type MediaRow = { id: number; sha256: string; sizeBytes: number; mimeType: string };
type PlaylistPart = { playlist: ManifestPlaylist; mediaIds: Set<number>; widgetSources: WidgetSource[] };

/** Where manifests are read from: their own queries, the group chains, the organization tree. */
export interface ManifestSources {
  repo: ManifestRepository;
  groups: Pick<ScreensRepository, 'groupChain'> & Partial<Pick<ScreensRepository, 'dynamicGroupsOf'>>;
  tree: Pick<OrganizationTree, 'pathToRoot'>;
}

/**
 * What a batch of manifest builds shares: groups, published snapshots, media and organizations are
 * loaded once per batch, so a republish that touches thousands of screens costs one query per
 * distinct thing, not per screen (design brief section 7).
 */
export class ManifestBuilder {
  private readonly chains = new Map<number, DeviceGroup[]>();
  /** Each organization's dynamic groups, read once per batch. */
  private readonly dynamic = new Map<number, DeviceGroup[]>();
  private readonly playlists = new Map<number, PlaylistPart | null>();
  private readonly media = new Map<number, MediaRow | null>();
  private readonly orgs = new Map<number, Organization | null>();
  private readonly orgChains = new Map<number, number[]>();
  /**
   * Inputs already computed by this builder, by the row fields they are made of: the screens of a
   * group mostly have equal rows, so a play-now on 10,000 of them hashes a few inputs, not 10,000.
   */
  private readonly inputsByRow = new Map<string, ManifestInputs>();
  constructor(
    private readonly ctx: AppContext,
    private readonly sources: ManifestSources,
  ) {}

  private async chain(groupId: number | null) {
    if (groupId === null) return [];
    let chain = this.chains.get(groupId);
    if (!chain) {
      chain = await this.sources.groups.groupChain(groupId);
      this.chains.set(groupId, chain);
    }
    return chain;
  }

  /** The groups the device follows, nearest first: its dynamic groups (by its tags), then its group chain. */
  private async followed(d: ManifestDevice & { organizationId: number }) {
    const chain = await this.chain(d.groupId);
    const load = this.sources.groups.dynamicGroupsOf;
    if (!d.tags?.length || !load) return chain;
    let groups = this.dynamic.get(d.organizationId);
    if (!groups) {
      groups = await load.call(this.sources.groups, d.organizationId);
      this.dynamic.set(d.organizationId, groups);
    }
    return [...dynamicGroupsOf(d, groups), ...chain];
  }

  private async loadPlaylists(ids: number[]) {
    const missing = ids.filter((id) => !this.playlists.has(id));
    if (missing.length === 0) return;
    const [snaps, windows] = await Promise.all([this.sources.repo.latestSnapshots(missing), this.sources.repo.windows(missing)]);
    for (const id of missing) this.playlists.set(id, null);
    for (const row of snaps) {
      const s = row.snapshot as {
        name?: string;
        aspect?: string;
        overlay?: Record<string, unknown> | null;
        slideAnimation?: Record<string, unknown> | null;
        slides?: Array<{ id: number; duration: number; slideData: Record<string, unknown> }>;
      };
      const mediaIds = mediaIdsIn(s.slides);
      mediaIdsIn(s.overlay, mediaIds);
      const widgetSources = widgetSourcesIn([...(s.slides ?? []).map((x) => x.slideData), s.overlay]);
      this.playlists.set(row.playlistId, {
        playlist: {
          id: row.playlistId,
          name: s.name ?? '',
          version: row.version,
          aspect: storedAspect(s.aspect).value,
          overlay: s.overlay ?? null,
          slideAnimation: s.slideAnimation ?? null,
          // Validity windows are live (not frozen in the snapshot): only present when they limit anything.
          ...windows.playlists.get(row.playlistId),
          slides: (s.slides ?? []).map((x) => ({ id: x.id, duration: x.duration, slideData: x.slideData, ...windows.slides.get(x.id) })),
        },
        mediaIds,
        widgetSources,
      });
    }
  }

  private async loadMedia(ids: number[]) {
    const missing = ids.filter((id) => !this.media.has(id));
    if (missing.length === 0) return;
    const rows = await this.sources.repo.mediaFiles(missing);
    for (const id of missing) this.media.set(id, null);
    for (const r of rows) this.media.set(r.id, r);
  }

  /**
   * The organization's branding as the CMS shows it: its own values, else the nearest ancestor's
   * (docs/organizations.md). Images are answered as player URLs, fetched with the device secret.
   */
  private async branding(organizationId: number) {
    const result = {
      logoUrl: null as string | null,
      homeBackgroundUrl: null as string | null,
      accentColor: null as string | null,
      navBarColor: null as string | null,
      contentColor: null as string | null,
      navTextColor: null as string | null,
    };
    let chain = this.orgChains.get(organizationId);
    if (!chain) {
      chain = (await this.sources.tree.pathToRoot(organizationId)).map((o) => o.id);
      this.orgChains.set(organizationId, chain);
    }
    // Root first: each level below overrides what it sets.
    for (const id of chain) {
      const t = (await this.org(id))?.theme;
      if (!t) continue;
      const hashOf = (url: string | null | undefined) => url?.split('/').pop() ?? '';
      if (t.logoUrl) result.logoUrl = `/api/player/theme/${id}/logo/${hashOf(t.logoUrl)}`;
      if (t.homeBackgroundUrl) result.homeBackgroundUrl = `/api/player/theme/${id}/background/${hashOf(t.homeBackgroundUrl)}`;
      for (const key of ['accentColor', 'navBarColor', 'contentColor', 'navTextColor'] as const) if (t[key]) result[key] = t[key];
    }
    return result;
  }

  private async org(id: number) {
    if (!this.orgs.has(id)) {
      this.orgs.set(id, await this.sources.repo.organization(id));
    }
    return this.orgs.get(id) ?? null;
  }

  /** What the manifests of a batch of devices need from their rows, in one query. */
  async devices(ids: number[]): Promise<Map<number, ManifestDevice>> {
    if (ids.length === 0) return new Map();
    const rows = await this.sources.repo.devices(ids);
    return new Map(rows.map((d) => [d.id, d]));
  }

  /** A paired device's manifest inputs and their key (null for a device waiting to be paired). */
  async inputsOf(d: ManifestDevice): Promise<ManifestInputs | null> {
    if (d.organizationId === null) return null;
    // A wall member's viewport is its own: the wall part is one of the inputs (devices differ by it).
    const ownGroup = d.groupId === null ? undefined : (await this.chain(d.groupId))[0];
    const onWall = manifestWallOf(ownGroup, d.id);
    // Every field the inputs are made of (the group chain is this builder's, read once per group).
    const rowKey = JSON.stringify([
      d.organizationId,
      d.groupId,
      d.rotation,
      d.interactive,
      d.timeZone,
      d.active,
      d.playNow ?? null,
      d.schedule ?? [],
      d.tags ?? [],
      onWall,
      d.sleepHours ?? null,
    ]);
    const known = this.inputsByRow.get(rowKey);
    if (known) return known;
    const followed = await this.followed({ ...d, organizationId: d.organizationId });
    const input = resolverInput(d, followed);
    // The nearest followed group with synchronized playback on gives the shared timeline's anchor.
    // A video wall's screens play on their own wall's timeline (a wall turns synchronized playback on).
    const syncGroup = (onWall && ownGroup?.syncSince ? ownGroup : undefined) ?? followed.find((g) => g.syncSince);
    const parts = {
      organizationId: d.organizationId,
      rotation: onWall ? onWall.rotation : d.rotation,
      interactive: d.interactive,
      timeZone: d.timeZone,
      active: d.active,
      sleepHours: effectiveSleepHours(d.sleepHours, followed),
      input,
      wall: onWall?.wall ?? null,
      sync: syncGroup?.syncSince ? { groupId: syncGroup.id, anchor: syncGroup.syncSince.toISOString() } : null,
    };
    const inputs = { key: versionOf(parts), ...parts };
    this.inputsByRow.set(rowKey, inputs);
    return inputs;
  }

  /**
   * The manifest of these inputs (docs/screens.md): the published snapshots the resolver input
   * names, the media those snapshots use, the organization's theme. The version is a hash of the
   * content, so every instance computes the same version for the same data, and devices with equal
   * inputs share the same bytes.
   */
  async build(inputs: ManifestInputs): Promise<BuiltManifest> {
    const { input } = inputs;
    const ids = playlistIdsOf(input).sort((a, b) => a - b);
    await this.loadPlaylists(ids);
    const playlists: PairedManifest['playlists'] = {};
    const wanted = new Set<number>();
    const sources = new Map<string, WidgetSource>();
    for (const id of ids) {
      const part = this.playlists.get(id);
      if (!part) continue;
      playlists[String(id)] = part.playlist;
      for (const m of part.mediaIds) wanted.add(m);
      for (const w of part.widgetSources) sources.set(widgetSourceKey(w), w);
    }
    const mediaIds = [...wanted].sort((a, b) => a - b);
    await this.loadMedia(mediaIds);
    const mediaRows = mediaIds.map((id) => this.media.get(id)).filter((m): m is MediaRow => Boolean(m));
    const org = await this.org(inputs.organizationId);
    const theme = await this.branding(inputs.organizationId);
    const content = {
      status: 'paired' as const,
      device: {
        rotation: inputs.rotation,
        interactive: inputs.interactive,
        timeZone: inputs.timeZone,
        organizationId: inputs.organizationId,
        active: inputs.active,
        sleepHours: inputs.sleepHours,
      },
      theme: {
        ...theme,
        accentColor: theme.accentColor ?? DEFAULT_ACCENT,
        organizationName: org?.name ?? '',
      },
      schedule: input,
      sync: inputs.sync,
      playlists,
      media: mediaRows.map((m) => ({
        id: m.id,
        hash: m.sha256,
        url: `/api/player/media/${m.id}/${m.sha256}`,
        bytes: m.sizeBytes,
        mime: m.mimeType,
      })),
      // Only on a wall member (absent otherwise, so other manifests keep their bytes and versions).
      ...(inputs.wall ? { wall: inputs.wall } : {}),
    };
    const version = versionOf(content);
    const manifest: PairedManifest = { ...content, version, generatedAt: this.ctx.now().toISOString() };
    const body = Buffer.from(JSON.stringify(manifest));
    return {
      key: inputs.key,
      organizationId: inputs.organizationId,
      version,
      body,
      gzip: gzipSync(body),
      mediaIds: new Set(mediaRows.map((m) => m.id)),
      playlistIds: new Set(Object.keys(playlists).map(Number)),
      widgetSources: [...sources.values()],
    };
  }
}
