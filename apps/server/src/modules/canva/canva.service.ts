import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CANVA_NAME,
  type CanvaDesignsResponse,
  type CanvaExportFormat,
  type CanvaImportBody,
  type CanvaImportResponse,
  type CanvaStatusResponse,
  MEDIA_TYPES,
  type MediaItem,
} from '@signage/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext, AuthContext } from '../../core/context.ts';
import { type CanvaConnectionRow, canvaConnections, canvaOauthStates } from '../../db/schema/index.ts';
import { decryptSecret, encryptSecret, randomKey, sha256 } from '../../lib/crypto.ts';
import { AppError, isStorageFull, notFound, storageFull } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { limit } from '../../lib/rate-limiter.ts';
import { ownedTempName } from '../../lib/temp-files.ts';
import type { MediaService } from '../media/media.service.ts';
import { sniffMediaType } from '../media/sniff.ts';
import type { StagedUpload } from '../media/upload.ts';
import { CanvaApiError, type CanvaClient, type CanvaTokens } from './canva-client.ts';

/** A pending authorization lives this long (security.md AUTH-4's 10 minutes). */
export const CANVA_STATE_TTL_MS = 10 * 60_000;
/** An access token expiring within this is refreshed before use (Canva's live about 4 hours). */
const REFRESH_BEFORE_MS = 5 * 60_000;
const MB = 1024 * 1024;
/** What an export may be (the PNG asked for, a JPEG for safety, the PDF asked for); anything else is unusable. */
const EXPORT_MIME_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);

const notConnected = () => new AppError(409, 'CANVA_NOT_CONNECTED');
const providerFailed = () => new AppError(502, 'CANVA_PROVIDER_FAILED');
const exportFailed = () => new AppError(502, 'CANVA_EXPORT_FAILED');

export type CanvaCallbackOutcome = 'connected' | 'failed';

/**
 * The design service, Canva (docs/integrations.md "Canva"). A connection is one user's, in
 * the organization they connected it in: Canva's tokens act for a Canva user, whose designs are theirs.
 * Connect is OAuth 2.0 with PKCE (state and verifier server-side, single use, 10 minutes, the state
 * also in the browser's HttpOnly cookie); tokens are sealed at rest, refreshed shortly before they
 * expire (Canva's refresh tokens serve once), revoked at Canva on disconnect. Imports go through the
 * media library's own pipeline (type by magic bytes, size limits, storage, processing) into My media.
 */
export class CanvaService {
  constructor(
    private readonly ctx: AppContext,
    private readonly media: MediaService,
    private readonly client: CanvaClient | null,
  ) {}

  get configured(): boolean {
    return this.client !== null;
  }

  get redirectUri(): string {
    return `${this.ctx.config.publicUrl}/api/canva/callback`;
  }

  /** An unconfigured server answers 404, as if the source did not exist. */
  private api(): CanvaClient {
    if (!this.client) throw notFound();
    return this.client;
  }

  private async key(): Promise<string> {
    return this.ctx.config.secretsKey ?? (await this.ctx.secret('secrets-key'));
  }

  private async rowOf(auth: AuthContext): Promise<CanvaConnectionRow | undefined> {
    const [row] = await this.ctx.db
      .select()
      .from(canvaConnections)
      .where(and(eq(canvaConnections.userId, auth.user.id), eq(canvaConnections.organizationId, auth.organization.id)));
    return row;
  }

  async status(auth: AuthContext): Promise<CanvaStatusResponse> {
    // Asked by every media page: a server without Canva answers so, not with an error the browser logs.
    if (!this.client) return { configured: false, connected: false, connectedAt: null };
    const row = await this.rowOf(auth);
    return { configured: true, connected: Boolean(row), connectedAt: row ? row.createdAt.toISOString() : null };
  }

  /** Canva's authorization page, with a fresh state (returned too: the browser's cookie) and PKCE verifier. */
  async connect(auth: AuthContext): Promise<{ state: string; url: string }> {
    const client = this.api();
    await this.ctx.rate.admit(limit('canva:user', auth.user.id));
    const now = this.ctx.now();
    await this.ctx.db.delete(canvaOauthStates).where(lt(canvaOauthStates.expiresAt, now));
    const state = randomKey(32);
    const codeVerifier = randomKey(48);
    await this.ctx.db.insert(canvaOauthStates).values({
      stateHash: sha256(state),
      organizationId: auth.organization.id,
      userId: auth.user.id,
      codeVerifier,
      expiresAt: new Date(now.getTime() + CANVA_STATE_TTL_MS),
    });
    return { state, url: client.authorizationUrl({ redirectUri: this.redirectUri, state, codeVerifier }) };
  }

  /**
   * Canva's redirect. The state is taken (once) whatever happens next; it must be this browser's
   * (its cookie), known and fresh. The code is exchanged with the verifier; the tokens are stored.
   */
  async callback(
    query: { code?: string; state?: string; error?: string },
    cookieState: string | undefined,
    ip: string,
  ): Promise<CanvaCallbackOutcome> {
    const client = this.api();
    await this.ctx.rate.admit(limit('canva-callback:ip', ip));
    const now = this.ctx.now();
    const [pending] = query.state
      ? await this.ctx.db
          .delete(canvaOauthStates)
          .where(eq(canvaOauthStates.stateHash, sha256(query.state)))
          .returning()
      : [];
    const refuse = (reason: string): CanvaCallbackOutcome => {
      this.ctx.log.info({ reason }, 'canva connection refused');
      return 'failed';
    };
    if (!pending || pending.expiresAt.getTime() <= now.getTime()) return refuse('state');
    if (!cookieState || cookieState !== query.state) return refuse('state cookie');
    if (query.error || !query.code) return refuse('denied');
    let tokens: CanvaTokens;
    try {
      tokens = await client.exchangeCode({ code: query.code, codeVerifier: pending.codeVerifier, redirectUri: this.redirectUri });
    } catch (error) {
      return refuse(error instanceof CanvaApiError ? error.message : 'token');
    }
    const key = await this.key();
    const [previous] = await this.ctx.db.select().from(canvaConnections).where(eq(canvaConnections.userId, pending.userId));
    const values = {
      organizationId: pending.organizationId,
      sealedAccessToken: encryptSecret(key, tokens.accessToken),
      sealedRefreshToken: encryptSecret(key, tokens.refreshToken),
      expiresAt: tokens.expiresAt,
      scope: tokens.scope,
      createdAt: now,
    };
    await this.ctx.db
      .insert(canvaConnections)
      .values({ userId: pending.userId, ...values })
      .onConflictDoUpdate({ target: canvaConnections.userId, set: values });
    // A connection made again replaces the old one: its grant is given back to Canva.
    if (previous) await this.revokeQuietly(key, previous);
    await this.ctx.audit.record({
      organizationId: pending.organizationId,
      actorUserId: pending.userId,
      action: 'media.canva_connected',
      objectType: 'canva_connection',
      objectId: pending.userId,
      details: {},
      ip,
    });
    return 'connected';
  }

  private async revokeQuietly(key: string, row: CanvaConnectionRow): Promise<boolean> {
    try {
      // Revoking the refresh token ends the whole grant (its access tokens too).
      await this.api().revoke(decryptSecret(key, row.sealedRefreshToken));
      return true;
    } catch (error) {
      this.ctx.log.warn({ reason: (error as Error).message }, 'canva revoke failed; tokens deleted anyway');
      return false;
    }
  }

  /** Revokes the grant at Canva, then forgets the tokens (even when Canva cannot be reached). */
  async disconnect(auth: AuthContext, ip: string): Promise<void> {
    this.api();
    await this.ctx.rate.admit(limit('canva:user', auth.user.id));
    const row = await this.rowOf(auth);
    if (!row) return;
    await this.revokeQuietly(await this.key(), row);
    await this.ctx.db.delete(canvaConnections).where(eq(canvaConnections.userId, row.userId));
    await this.ctx.audit.byCaller(auth, { action: 'media.canva_disconnected', objectType: 'canva_connection', objectId: auth.user.id, ip });
  }

  /**
   * The caller's access token, refreshed first when it is about to expire. Canva's refresh tokens serve
   * once: when a refresh is refused, a racing request may already have stored the next pair, so the row
   * is read again before the connection is given up.
   */
  private async accessToken(auth: AuthContext): Promise<string> {
    const client = this.api();
    const row = await this.rowOf(auth);
    if (!row) throw notConnected();
    const key = await this.key();
    let sealed: { access: string; refresh: string };
    try {
      sealed = { access: decryptSecret(key, row.sealedAccessToken), refresh: decryptSecret(key, row.sealedRefreshToken) };
    } catch {
      // Sealed with another secrets key (SECRETS_KEY changed): unusable, so the user connects again.
      this.ctx.log.warn({ userId: row.userId }, 'canva tokens cannot be unsealed; connection dropped');
      await this.ctx.db.delete(canvaConnections).where(eq(canvaConnections.userId, row.userId));
      throw notConnected();
    }
    if (row.expiresAt.getTime() - this.ctx.now().getTime() > REFRESH_BEFORE_MS) return sealed.access;
    let tokens: CanvaTokens;
    try {
      tokens = await client.refresh(sealed.refresh);
    } catch (error) {
      if (!(error instanceof CanvaApiError) || !error.unauthorized) {
        this.ctx.log.warn({ reason: (error as Error).message }, 'canva token refresh failed');
        throw providerFailed();
      }
      const again = await this.rowOf(auth);
      if (again && again.sealedRefreshToken !== row.sealedRefreshToken) return decryptSecret(key, again.sealedAccessToken);
      // The grant is gone (revoked at Canva, or expired): the user connects again.
      await this.ctx.db.delete(canvaConnections).where(eq(canvaConnections.userId, row.userId));
      throw notConnected();
    }
    await this.ctx.db
      .update(canvaConnections)
      .set({
        sealedAccessToken: encryptSecret(key, tokens.accessToken),
        sealedRefreshToken: encryptSecret(key, tokens.refreshToken),
        expiresAt: tokens.expiresAt,
        scope: tokens.scope || row.scope,
      })
      .where(eq(canvaConnections.userId, row.userId));
    return tokens.accessToken;
  }

  /** A Canva call with the caller's token: a refused token means not connected (any more); a 404 is ours. */
  private async withToken<T>(auth: AuthContext, what: string, run: (token: string) => Promise<T>): Promise<T> {
    const token = await this.accessToken(auth);
    try {
      return await run(token);
    } catch (error) {
      if (!(error instanceof CanvaApiError)) throw error;
      if (error.status === 401) throw notConnected();
      if (error.status === 404 || error.status === 403) throw notFound();
      this.ctx.log.warn({ what, reason: error.message }, 'canva call failed');
      throw providerFailed();
    }
  }

  async designs(auth: AuthContext, continuation: string | undefined): Promise<CanvaDesignsResponse> {
    await this.ctx.rate.admit(limit('canva:user', auth.user.id));
    return this.withToken(auth, 'designs', (token) => this.api().listDesigns(token, continuation));
  }

  /** Starts an export at Canva; the browser then asks `import` until it is done. */
  async startExport(auth: AuthContext, designId: string, format: CanvaExportFormat): Promise<{ exportId: string }> {
    await this.ctx.rate.admit(limit('canva-export:user', auth.user.id));
    const job = await this.withToken(auth, 'export', (token) => this.api().createExport(token, designId, format));
    if (job.status === 'failed') throw exportFailed();
    return { exportId: job.id };
  }

  /**
   * One look at an export job: still running → in_progress; done → its (first) file is downloaded and
   * stored in My media (the caller's folder) like an upload; failed → 502 CANVA_EXPORT_FAILED.
   * Another user's export is Canva's 404 (their token cannot see it).
   */
  async import(auth: AuthContext, body: CanvaImportBody, meta: RequestMeta): Promise<CanvaImportResponse> {
    const folderId = body.folderId ?? null;
    await this.media.checkImportFolder(auth, folderId);
    await this.ctx.rate.admit(limit('canva:user', auth.user.id));
    const job = await this.withToken(auth, 'export job', (token) => this.api().exportJob(token, body.exportId));
    if (job.status === 'in_progress') return { status: 'in_progress' };
    if (job.status === 'failed') {
      this.ctx.log.info({ code: job.code }, 'canva export failed');
      throw exportFailed();
    }
    const design = await this.withToken(auth, 'design', (token) => this.api().design(token, body.designId));
    const maxMb = Math.max(this.ctx.config.mediaLimitsMb.image, this.ctx.config.mediaLimitsMb.pdf);
    let bytes: Buffer;
    try {
      bytes = await this.api().download(job.urls[0] as string, maxMb * MB);
    } catch (error) {
      if (!(error instanceof CanvaApiError)) throw error;
      this.ctx.log.warn({ reason: error.message }, 'canva export download failed');
      throw exportFailed();
    }
    const mimeType = sniffMediaType(bytes.subarray(0, 4096));
    const type = mimeType ? MEDIA_TYPES[mimeType] : undefined;
    if (!mimeType || !type || !EXPORT_MIME_TYPES.has(mimeType)) {
      this.ctx.log.warn({ mimeType }, 'canva export is not a PNG, JPEG or PDF');
      throw exportFailed();
    }
    const kind = type.kind;
    // The upload limit of the file's kind (the download allowed the larger of the two).
    if (bytes.length > this.ctx.config.mediaLimitsMb[kind] * MB) throw exportFailed();
    const tmpDir = path.join(this.ctx.config.dataDir, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tempPath = path.join(tmpDir, ownedTempName('upload'));
    const name = (design.title.trim() || `${CANVA_NAME} ${design.id}`).replace(/[/\\]/g, ' ').slice(0, 200);
    const staged: StagedUpload = {
      tempPath,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
      mimeType,
      kind,
      originalName: `${name}.${type.extensions[0] ?? 'bin'}`,
      fields: {},
    };
    let item: MediaItem;
    try {
      await writeFile(tempPath, bytes, { flag: 'wx' });
      item = await this.media.createFromImport(auth, staged, folderId, null, meta);
    } catch (error) {
      throw isStorageFull(error) ? storageFull() : error;
    } finally {
      await rm(tempPath, { force: true });
    }
    return { status: 'success', item };
  }
}
