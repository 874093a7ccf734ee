import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { DEFAULT_ACCENT, type PairedManifest } from '@signage/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../plugins/context.ts';
import { devices, media, organizations, playlistSnapshots } from '../../db/schema/index.ts';
import { displayName, playlistIdsOf, resolverInput } from '../devices/devices.presenter.ts';
import { DevicesRepository } from '../devices/devices.repository.ts';

/** A manifest kept ready to send: serialized once, gzip-compressed once. */
export interface BuiltManifest {
  deviceId: number;
  organizationId: number;
  version: string;
  body: Buffer;
  gzip: Buffer;
  mediaIds: Set<number>;
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

/**
 * Builds a paired device's manifest (docs/screens.md): its resolver input, the published snapshots
 * that input names, the media those snapshots use, the organization's theme. The version is a hash of
 * the content, so every instance computes the same version for the same data.
 */
export async function buildManifest(ctx: AppContext, deviceId: number): Promise<BuiltManifest | null> {
  const repo = new DevicesRepository(ctx.db);
  const d = await repo.deviceById(deviceId);
  if (!d || d.organizationId === null) return null;
  const chain = await repo.groupChain(d.groupId);
  const input = resolverInput(d, chain);
  const ids = playlistIdsOf(input);
  const snaps = ids.length
    ? await ctx.db
        .selectDistinctOn([playlistSnapshots.playlistId])
        .from(playlistSnapshots)
        .where(inArray(playlistSnapshots.playlistId, ids))
        .orderBy(playlistSnapshots.playlistId, desc(playlistSnapshots.version))
    : [];
  const playlists: PairedManifest['playlists'] = {};
  const mediaIds = new Set<number>();
  for (const row of snaps) {
    const s = row.snapshot as {
      name?: string;
      aspect?: string;
      overlay?: Record<string, unknown> | null;
      slideAnimation?: Record<string, unknown> | null;
      slides?: Array<{ id: number; duration: number; slideData: Record<string, unknown> }>;
    };
    playlists[String(row.playlistId)] = {
      id: row.playlistId,
      name: s.name ?? '',
      version: row.version,
      aspect: s.aspect ?? '16:9',
      overlay: s.overlay ?? null,
      slideAnimation: s.slideAnimation ?? null,
      slides: (s.slides ?? []).map((x) => ({ id: x.id, duration: x.duration, slideData: x.slideData })),
    };
    mediaIdsIn(s.slides, mediaIds);
    mediaIdsIn(s.overlay, mediaIds);
  }
  const mediaRows = mediaIds.size
    ? await ctx.db
        .select({ id: media.id, sha256: media.sha256, sizeBytes: media.sizeBytes, mimeType: media.mimeType })
        .from(media)
        .where(inArray(media.id, [...mediaIds]))
    : [];
  const [org] = await ctx.db.select().from(organizations).where(eq(organizations.id, d.organizationId));
  const theme = org?.theme;
  const content = {
    status: 'paired' as const,
    device: {
      id: d.id,
      name: displayName(d),
      rotation: d.rotation,
      interactive: d.interactive,
      timeZone: d.timeZone,
      organizationId: d.organizationId,
      active: d.active,
    },
    theme: {
      logoUrl: theme?.logoUrl ?? null,
      homeBackgroundUrl: theme?.homeBackgroundUrl ?? null,
      accentColor: theme?.accentColor ?? DEFAULT_ACCENT,
      navBarColor: theme?.navBarColor ?? null,
      contentColor: theme?.contentColor ?? null,
      navTextColor: theme?.navTextColor ?? null,
      organizationName: org?.name ?? '',
    },
    schedule: input,
    playlists,
    media: mediaRows
      .sort((a, b) => a.id - b.id)
      .map((m) => ({ id: m.id, hash: m.sha256, url: `/api/player/media/${m.id}/${m.sha256}`, bytes: m.sizeBytes, mime: m.mimeType })),
  };
  const version = versionOf(content);
  const manifest: PairedManifest = { ...content, version, generatedAt: ctx.now().toISOString() };
  const body = Buffer.from(JSON.stringify(manifest));
  if (d.manifestVersion !== version) await ctx.db.update(devices).set({ manifestVersion: version }).where(eq(devices.id, d.id));
  return {
    deviceId: d.id,
    organizationId: d.organizationId,
    version,
    body,
    gzip: gzipSync(body),
    mediaIds: new Set(mediaRows.map((m) => m.id)),
  };
}
