import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { isValidTimeZone } from '@signage/schedule';
import { DEVICE_CODE_DIGITS, PAIRING_CODE_TTL_MS, type PlayerRegisterBody, type PlayerRegisterResponse } from '@signage/shared';
import { randomDigits, randomKey, sha256 } from '../../../lib/crypto.ts';
import { pgErrorCode } from '../../../lib/db-errors.ts';
import { AppError } from '../../../lib/errors.ts';
import { limit } from '../../../lib/rate-limiter.ts';
import type { AppContext, DeviceIdentity } from '../../../core/context.ts';
import type { MediaStorage } from '../../../storage/index.ts';
import type { OrganizationTree } from '../../tenancy/organization-tree.ts';
import { versionOf } from '../manifests/manifest.ts';
import type { ManifestCache } from '../manifests/manifest-cache.ts';
import type { ScreensBus } from '../runtime/screens-bus.ts';
import type { PlayerRepository } from './player.repository.ts';

export interface ManifestAnswer {
  version: string;
  body: Buffer;
  gzip: Buffer;
}

/** The player protocol (docs/screens.md): registration, pairing codes, manifests, screenshots, media. */
export class PlayerService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: PlayerRepository,
    private readonly manifests: ManifestCache,
    private readonly screens: ScreensBus,
    private readonly storage: MediaStorage,
    private readonly tree: OrganizationTree,
  ) {}

  async register(body: PlayerRegisterBody, ip: string): Promise<PlayerRegisterResponse> {
    await this.ctx.rate.admit(limit('player-register:ip', ip));
    const secret = randomKey(24);
    const timeZone = isValidTimeZone(body.timeZone) ? body.timeZone : 'UTC';
    for (let attempt = 0; attempt < 30; attempt++) {
      const code = await this.freeCode();
      try {
        const d = await this.repo.insertWaiting({
          deviceKey: randomKey(16),
          secretHash: sha256(secret),
          appVersion: body.appVersion,
          osVersion: body.osVersion,
          timeZone,
          screenWidth: body.screenWidth ?? null,
          screenHeight: body.screenHeight ?? null,
          pairingCode: code,
          pairingExpiresAt: new Date(this.ctx.now().getTime() + PAIRING_CODE_TTL_MS),
        });
        this.ctx.log.info({ deviceId: d.id, ip }, 'player registered');
        return {
          deviceId: d.id,
          deviceSecret: secret,
          pairingCode: code,
          pairingExpiresAt: (d.pairingExpiresAt as Date).toISOString(),
        };
      } catch (error) {
        if (pgErrorCode(error) !== '23505') throw error;
      }
    }
    throw new AppError(503, 'INTERNAL');
  }

  /** A random code no waiting device holds (expired codes are released first). */
  private async freeCode(): Promise<string> {
    await this.repo.releaseExpiredCodes(this.ctx.now());
    return randomDigits(DEVICE_CODE_DIGITS);
  }

  /** The pairing manifest of a device waiting for a user; an expired code is replaced. */
  private async pairingManifest(deviceId: number): Promise<ManifestAnswer> {
    const row = await this.repo.device(deviceId);
    if (!row) throw new AppError(401, 'DEVICE_REVOKED');
    let d = row;
    const now = this.ctx.now();
    if (!d.pairingCode || !d.pairingExpiresAt || d.pairingExpiresAt.getTime() <= now.getTime()) {
      for (let attempt = 0; attempt < 30; attempt++) {
        const code = await this.freeCode();
        try {
          const updated = await this.repo.renewCode(deviceId, code, new Date(now.getTime() + PAIRING_CODE_TTL_MS));
          if (!updated) return this.manifest({ id: deviceId, deviceKey: d.deviceKey, organizationId: -1 });
          d = updated;
          break;
        } catch (error) {
          if (pgErrorCode(error) !== '23505') throw error;
        }
      }
    }
    const content = {
      status: 'pairing' as const,
      deviceId: d.id,
      pairingCode: d.pairingCode ?? '',
      pairingExpiresAt: d.pairingExpiresAt?.toISOString() ?? now.toISOString(),
      // PUBLIC_URL when the operator set it; else empty, and the pairing screen shows the address the
      // screen itself used to reach this server (never a guessed localhost a TV cannot open).
      serverUrl: this.ctx.config.publicUrlSet ? this.ctx.config.publicUrl : '',
    };
    const version = `p${versionOf(content)}`;
    const body = Buffer.from(JSON.stringify({ ...content, version }));
    return { version, body, gzip: gzipSync(body) };
  }

  async manifest(identity: DeviceIdentity): Promise<ManifestAnswer> {
    if (identity.organizationId === null) return this.pairingManifest(identity.id);
    const built = await this.manifests.manifest(identity.id);
    if (built) return built;
    // Paired a moment ago on another instance (the cached identity is older): read it again.
    return this.pairingManifest(identity.id);
  }

  async screenshot(identity: DeviceIdentity, jpeg: Buffer) {
    if (identity.organizationId === null) throw new AppError(403, 'DEVICE_NOT_PAIRED');
    if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8 || jpeg[2] !== 0xff) throw new AppError(400, 'SCREENSHOT_INVALID');
    const key = `screenshots/${identity.organizationId}/${identity.id}`;
    const hash = createHash('sha256').update(jpeg).digest('hex');
    await this.storage.put(key, Readable.from([jpeg]), { contentType: 'image/jpeg', size: jpeg.length });
    const at = this.ctx.now();
    await this.repo.saveScreenshot(identity.id, key, hash, at);
    this.screens.toOrganization(identity.organizationId, 'screenshot', {
      deviceKey: identity.deviceKey,
      id: identity.id,
      url: `/api/device/screenshot/${encodeURIComponent(identity.deviceKey)}/${hash}`,
      takenAt: at.toISOString(),
    });
    return { ok: true as const };
  }

  /** A media file the device may fetch: its organization's, or one its manifest references (stock). */
  async mediaFor(identity: DeviceIdentity, mediaId: number, hash: string) {
    if (identity.organizationId === null) throw new AppError(404, 'NOT_FOUND');
    const row = await this.repo.mediaByHash(mediaId, hash);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    if (row.organizationId !== identity.organizationId) {
      const built = await this.manifests.manifest(identity.id);
      if (!built?.mediaIds.has(row.id)) throw new AppError(404, 'NOT_FOUND');
    }
    return row;
  }

  /**
   * A theme image (logo or background) of the device's organization or of an ancestor it inherits
   * its branding from; anything else answers 404.
   */
  async themeImageFor(identity: DeviceIdentity, organizationId: number, kind: 'logo' | 'background', hash: string) {
    if (identity.organizationId === null) throw new AppError(404, 'NOT_FOUND');
    if (!(await this.tree.isSameOrDescendant(organizationId, identity.organizationId))) throw new AppError(404, 'NOT_FOUND');
    const org = await this.repo.organization(organizationId);
    const t = org?.theme;
    const url = kind === 'logo' ? t?.logoUrl : t?.homeBackgroundUrl;
    const mimeType = kind === 'logo' ? t?.logoMime : t?.homeBackgroundMime;
    if (!org || !url?.endsWith(`/${hash}`) || !mimeType) throw new AppError(404, 'NOT_FOUND');
    return { key: `org/${org.id}/theme/${hash}`, etag: hash, mimeType, name: kind };
  }
}
